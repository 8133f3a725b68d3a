// The hosts command: assigns hosts to this year's sites from a CSV file, on a local dataset file or
// on a Content Lake dataset.

import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parseCommandLine } from '../pipeline/args'
import { EXIT, UsageError, errorMessage, runCommand, type Io } from '../pipeline/cli'
import { createLakeClient, describeTarget, LAKE_OPTIONS, lakeHelp, readLakeTarget } from '../pipeline/lake'
import { writeDataset } from '../pipeline/write-dataset'
import { DEFAULT_DATASET, fromInvocationDir } from '../paths'
import { loadDataset, type DatasetDocument } from '../validate/load'
import { indexSites } from './current-sites'
import { HostsFileError, parseHostsCsv, type HostRow, type RowProblem } from './hosts-csv'
import { readHostsDocuments, writeHosts } from './lake'
import { applyHosts } from './local'
import { planHosts, type HostsPlan } from './plan'
import { reportPlan, reportProblems } from './report'

export const HELP = `Assign hosts (the people on the door, who sign in at /host) to this year's sites from a CSV file.

Usage: pnpm --filter @ohc/scripts hosts FILE.csv [DATASET] [options]

  FILE.csv             a header row naming the columns email and site, then one row per host and
                       site: site is the site's slug (abernathy-cold-storage) or its document id
                       (site.abernathy-cold-storage). Other columns are ignored; blank lines and
                       spaces around values too; addresses are lower-cased.
  DATASET              a local dataset (default: ${DEFAULT_DATASET})
  --out FILE           where to write the changed dataset (default: dataset.hosts.ndjson beside
                       DATASET, so its images/ still resolve)
  --write              change DATASET in place instead
On a Content Lake instead of a file (when --project is given):
${lakeHelp('SANITY_API_WRITE_TOKEN')}
  --replace-all        the file is the whole roster of the season: every current-year site the
                       file does not name loses its hosts
  --skip-bad-rows      write the good rows even when some are bad; a site a bad row names is left
                       as it is, and --replace-all clears nothing
  --dry-run            show what would change; nothing is written
  -v, --verbose        list the addresses added and removed at each site
  -h, --help           show this help

The file is the whole host list of every site it names: the hosts of that site's edition of the
current year (settings.currentYear) become exactly the file's addresses, in the file's order. Sites
the file does not name keep theirs, unless --replace-all. Running the same file twice changes nothing.

Every bad row is reported as FILE.csv:LINE: a malformed row or address, an unknown site, a site with
no edition this year, a host listed twice for a site. Without --skip-bad-rows one bad row means
nothing is written. On a Content Lake the published site is patched (only the edition's hosts, by
its _key), and its draft too when the draft has this year's edition, so publishing the draft later
keeps the hosts; a site whose edition is only in a draft (carried forward by rollover) gets them in
the draft, live when it is published.

Exit code: 0 done, 1 bad rows (nothing written, or only the good ones with --skip-bad-rows) or the
write failed, 2 a command line or file it cannot use.
`

interface Options {
  replaceAll: boolean
  skipBadRows: boolean
  dryRun: boolean
  verbose: boolean
}

/** The file's rows, or undefined after saying why it cannot be used (exit 2). */
function readHostsFile(file: string, io: Io): { rows: HostRow[]; problems: RowProblem[] } | undefined {
  if (!existsSync(file)) {
    io.err(`hosts: ${file} does not exist`)
    return undefined
  }
  try {
    return parseHostsCsv(readFileSync(file, 'utf8'))
  } catch (error) {
    if (!(error instanceof HostsFileError)) throw error
    io.err(`hosts: ${file}: ${error.message}; nothing was written`)
    return undefined
  }
}

/** Plans and reports; the plan when it may be written, undefined after the bad rows stopped it. */
function planAndReport(
  documents: DatasetDocument[],
  csv: { file: string; rows: HostRow[]; problems: RowProblem[] },
  options: Options,
  io: Io,
): HostsPlan | undefined {
  const index = indexSites(documents)
  const plan = planHosts(index, csv.rows, csv.problems, { replaceAll: options.replaceAll })
  const withEdition = [...index.sites.values()].filter((s) => s.places.length > 0).length
  io.out(`hosts: ${csv.rows.length + csv.problems.length} row(s) in ${csv.file}; ${withEdition} site(s) with a ${plan.year} edition`)
  reportProblems(plan, csv.file, io)
  if (plan.problems.length > 0 && !options.skipBadRows) {
    io.err(`hosts: ${plan.problems.length} bad row(s); nothing was written (fix them, or pass --skip-bad-rows to write the rest)`)
    return undefined
  }
  reportPlan(plan, io, { verbose: options.verbose })
  return plan
}

export async function hostsMain(argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      ...LAKE_OPTIONS,
      out: { type: 'string' },
      write: { type: 'boolean' },
      'replace-all': { type: 'boolean' },
      'skip-bad-rows': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
    { positionals: 2 },
  )
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  if (positionals[0] === undefined) throw new UsageError('which file? e.g. pnpm --filter @ohc/scripts hosts hosts.csv')
  const options: Options = {
    replaceAll: values['replace-all'] === true,
    skipBadRows: values['skip-bad-rows'] === true,
    dryRun: values['dry-run'] === true,
    verbose: values.verbose === true,
  }
  const csvFile = fromInvocationDir(positionals[0])
  const parsed = readHostsFile(csvFile, io)
  if (!parsed) return EXIT.usage
  // An empty roster with --replace-all would take every host off every site: surely a wrong file.
  if (options.replaceAll && parsed.rows.length === 0 && parsed.problems.length === 0) {
    io.err(`hosts: ${csvFile} names no hosts; --replace-all would clear every site, so nothing was written`)
    return EXIT.failed
  }
  const csv = { file: csvFile, ...parsed }
  const done = (plan: HostsPlan) => (plan.problems.length > 0 ? EXIT.failed : EXIT.ok)

  if (values.project !== undefined) {
    if (positionals.length > 1 || values.out || values.write)
      throw new UsageError('DATASET, --out and --write are for local files; leave them out with --project')
    const target = readLakeTarget(values, { env, tokenVariables: ['SANITY_API_WRITE_TOKEN'], needToken: !options.dryRun })
    const client = createLakeClient(target)
    const documents = await readHostsDocuments(client)
    io.out(`hosts: read settings and ${documents.length - 1} site document(s) from ${describeTarget(target)}`)
    const plan = planAndReport(documents, csv, options, io)
    if (!plan) return EXIT.failed
    if (options.dryRun || plan.changes.length === 0) {
      io.out(`hosts: ${options.dryRun ? 'dry run' : 'no changes'}: nothing was written`)
      return done(plan)
    }
    const patched = await writeHosts(client, plan)
    io.out(`hosts: done: ${patched} document(s) patched in ${describeTarget(target)}`)
    return done(plan)
  }

  if (values.write && values.out) throw new UsageError('give --write or --out, not both')
  const file = positionals[1] === undefined ? DEFAULT_DATASET : fromInvocationDir(positionals[1])
  if (!existsSync(file)) {
    io.err(`hosts: ${file} does not exist`)
    return EXIT.usage
  }
  const { documents, problems } = loadDataset(file)
  if (problems.length > 0) {
    for (const p of problems) io.err(`${p.id}: ${p.message}`)
    io.err(`hosts: ${file} has ${problems.length} unreadable line(s); nothing was written`)
    return EXIT.usage
  }
  let plan
  try {
    plan = planAndReport(documents, csv, options, io)
  } catch (error) {
    io.err(`hosts: ${file}: ${errorMessage(error)}`)
    return EXIT.failed
  }
  if (!plan) return EXIT.failed
  const out = values.write
    ? file
    : values.out
      ? fromInvocationDir(values.out)
      : join(dirname(file), `${basename(file, '.ndjson')}.hosts.ndjson`)
  if (options.dryRun || plan.changes.length === 0) {
    io.out(`hosts: ${options.dryRun ? `dry run: would write ${out}` : 'no changes'}: nothing was written`)
    return done(plan)
  }
  const written = writeDataset(out, applyHosts(documents, plan))
  io.out(`hosts: done: ${written.count} documents → ${out}`)
  if (!values.write) io.out(`hosts: serve it with OHC_DATASET=${out}, or pass --write to change ${file} itself`)
  return done(plan)
}

export const runHostsCommand = (argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env) =>
  runCommand('hosts', HELP, () => hostsMain(argv, io, env), io)
