// The rollover command: start festival YEAR on a local dataset file or on a Content Lake dataset.

import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { planRollover, type RolloverPlan } from '@ohc/schemas/rollover'
import { YEAR_RANGE } from '@ohc/schemas/names'
import { festivalWeekend } from '../generate/time'
import { integerOption, parseCommandLine } from '../pipeline/args'
import { EXIT, UsageError, errorMessage, runCommand, type Io } from '../pipeline/cli'
import { createLakeClient, describeTarget, LAKE_OPTIONS, lakeHelp, readLakeTarget } from '../pipeline/lake'
import { createProgress } from '../pipeline/progress'
import { DEFAULT_DATASET, fromInvocationDir } from '../paths'
import { loadDataset, type DatasetDocument } from '../validate/load'
import { writeDataset } from '../pipeline/write-dataset'
import { applyPlan } from './local'
import { readRolloverDocuments, writeRollover } from './lake'

export const HELP = `Start a new festival year: create its festival, make it the current year, and carry every
site of the current year forward as a draft with a new edition, for editors to review and publish.

Usage: pnpm --filter @ohc/scripts rollover --year YYYY [FILE] [options]

  --year YYYY          the new festival year (required); it must be after settings.currentYear
  --saturday DATE      the new festival's Saturday, YYYY-MM-DD (default: the Saturday between
                       October 12 and 18, the festival's usual weekend)
  FILE                 a local dataset (default: ${DEFAULT_DATASET})
  --out FILE           where to write the rolled-over dataset (default: dataset.rollover-YYYY.ndjson
                       beside FILE, so its images/ still resolve)
  --write              change FILE in place instead
On a Content Lake instead of a file (when --project is given):
${lakeHelp('SANITY_API_WRITE_TOKEN')}
  --dry-run            show the plan; nothing is written
  -h, --help           show this help

Each returning site gets a draft (drafts.<site id>): the published site (or its existing draft) plus
an edition for YEAR with its latest hours moved to the new Saturday and Sunday, "new this year"
cleared, members-only and reservation settings kept. Earlier years stay in the archive. Exit code:
0 done, 1 the rollover is not possible (the message says why) or failed, 2 bad command line.
`

function describePlan(plan: RolloverPlan, from: unknown, io: Io) {
  const f = plan.festival
  io.out(`rollover: festival ${f._id} "${String(f.title)}", ${String(f.startDate)} to ${String(f.endDate)}`)
  io.out(`rollover: settings.currentYear ${String(from)} → ${plan.currentYear} (${String(from)} moves to the archive)`)
  io.out(`rollover: ${plan.siteDrafts.length} returning site(s) carried forward as drafts`)
  for (const warning of plan.warnings) io.out(`rollover: check: ${warning}`)
}

/** The plan, or an editor-readable refusal (exit 1) from the planner. */
function plan(year: number, saturday: string, documents: DatasetDocument[], io: Io): RolloverPlan | undefined {
  try {
    return planRollover({ year, saturday, documents })
  } catch (error) {
    io.err(`rollover: cannot start ${year}: ${errorMessage(error)}`)
    return undefined
  }
}

export async function rolloverMain(argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      ...LAKE_OPTIONS,
      year: { type: 'string' },
      saturday: { type: 'string' },
      out: { type: 'string' },
      write: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    { positionals: 1 },
  )
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  if (values.year === undefined) throw new UsageError('--year is required, e.g. --year 2027')
  const year = integerOption(values.year, 'year', 0, { min: YEAR_RANGE.min, max: YEAR_RANGE.max })
  const saturday = values.saturday ?? festivalWeekend(year).saturday
  const dryRun = values['dry-run'] === true
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)

  if (values.project !== undefined) {
    if (positionals.length > 0 || values.out || values.write)
      throw new UsageError('FILE, --out and --write are for local files; leave them out with --project')
    const target = readLakeTarget(values, { env, tokenVariables: ['SANITY_API_WRITE_TOKEN'], needToken: !dryRun })
    const client = createLakeClient(target)
    const documents = await readRolloverDocuments(client)
    const settings = documents.find((d) => d._id === 'settings')
    io.out(`rollover: read ${documents.length} settings, festival and site documents from ${describeTarget(target)}`)
    const result = plan(year, saturday, documents, io)
    if (!result) return EXIT.failed
    describePlan(result, settings?.currentYear, io)
    if (dryRun) {
      io.out('rollover: dry run: nothing was written')
      return EXIT.ok
    }
    const rev = typeof settings?._rev === 'string' ? settings._rev : undefined
    const transactions = await writeRollover(client, result, rev, createProgress('rollover: drafts', result.siteDrafts.length, io.progress))
    io.out(
      `rollover: done in ${seconds()}s: ${year} is the current festival of ${describeTarget(target)} (${transactions} transaction(s)); review and publish the site drafts in the Studio`,
    )
    return EXIT.ok
  }

  if (values.write && values.out) throw new UsageError('give --write or --out, not both')
  const file = positionals[0] === undefined ? DEFAULT_DATASET : fromInvocationDir(positionals[0])
  if (!existsSync(file)) {
    io.err(`rollover: ${file} does not exist`)
    return EXIT.usage
  }
  const { documents, problems } = loadDataset(file)
  if (problems.length > 0) {
    for (const p of problems) io.err(`${p.id}: ${p.message}`)
    io.err(`rollover: ${file} has ${problems.length} unreadable line(s); nothing was written`)
    return EXIT.usage
  }
  const settings = documents.find((d) => d._id === 'settings')
  const result = plan(year, saturday, documents, io)
  if (!result) return EXIT.failed
  describePlan(result, settings?.currentYear, io)
  const out = values.write
    ? file
    : values.out
      ? fromInvocationDir(values.out)
      : join(dirname(file), `${basename(file, '.ndjson')}.rollover-${year}.ndjson`)
  if (dryRun) {
    io.out(`rollover: dry run: would write ${out}; nothing was written`)
    return EXIT.ok
  }
  const written = writeDataset(out, applyPlan(documents, result))
  io.out(`rollover: done in ${seconds()}s: ${written.count} documents → ${out}`)
  if (dirname(out) !== dirname(file)) io.out(`rollover: note: copy or link ${join(dirname(file), 'images')} beside it for its images`)
  return EXIT.ok
}

export const runRolloverCommand = (argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env) =>
  runCommand('rollover', HELP, () => rolloverMain(argv, io, env), io)
