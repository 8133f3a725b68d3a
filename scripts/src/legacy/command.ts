// The import-legacy command: a folder of the old site's CSV exports → an NDJSON dataset.

import { existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseCommandLine } from '../pipeline/args'
import { EXIT, runCommand, type Io } from '../pipeline/cli'
import { fromInvocationDir, REPO_ROOT } from '../paths'
import { writeDataset } from '../pipeline/write-dataset'
import { convertLegacy } from './convert'
import { TableError } from './tables'

export const DEFAULT_OUT = join(REPO_ROOT, 'data', 'legacy', 'dataset.ndjson')

export const HELP = `Convert the old site's spreadsheet exports (CSV) into a dataset of our content model.

Usage: pnpm --filter @ohc/scripts import-legacy DIR [options]

  DIR                  the folder with sites.csv and neighborhoods.csv (required), events.csv and
                       festivals.csv (optional); docs/editors.md ("import-legacy") has the columns
  --out FILE           the NDJSON file to write (default: ${DEFAULT_OUT})
  --dry-run            read and report only; nothing is written
  -h, --help           show this help

Every row that cannot be read is skipped and reported as "<file>:<line>: <why>"; values that were
left out or assumed are reported as warnings. The output passes validate and can be pushed with
import. Exit code: 0 every row imported, 1 some rows skipped (the rest is still written) or a file
is unusable (nothing written), 2 bad command line.
`

export async function importLegacyMain(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    { out: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    { positionals: 1 },
  )
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  if (positionals[0] === undefined) {
    io.err(`import-legacy: which folder? e.g. pnpm --filter @ohc/scripts import-legacy scripts/fixtures/legacy\n\n${HELP}`)
    return EXIT.usage
  }
  const dir = fromInvocationDir(positionals[0])
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    io.err(`import-legacy: ${dir} is not a folder`)
    return EXIT.usage
  }
  const started = performance.now()
  let result
  try {
    result = convertLegacy(dir)
  } catch (error) {
    if (!(error instanceof TableError)) throw error
    io.err(`import-legacy: ${error.message}; nothing was written`)
    return EXIT.failed
  }
  const { documents, report, counts } = result
  for (const line of report.lines()) io.out(line)
  const summary = Object.entries(counts)
    .map(([type, n]) => `${n} ${type}${n === 1 ? '' : 's'}`)
    .join(', ')
  io.out(
    `import-legacy: ${summary}; ${report.skippedRows} row(s) skipped, ${report.entries.filter((e) => e.level === 'warning').length} warning(s)`,
  )
  const out = values.out ? fromInvocationDir(values.out) : DEFAULT_OUT
  if (values['dry-run']) {
    io.out(`import-legacy: dry run: would write ${documents.length} documents to ${out}; nothing was written`)
  } else {
    mkdirSync(dirname(out), { recursive: true })
    const written = writeDataset(out, documents)
    io.out(`import-legacy: done in ${((performance.now() - started) / 1000).toFixed(1)}s: ${written.count} documents → ${out}`)
    io.out(`import-legacy: next: pnpm --filter @ohc/scripts validate ${out}, then run import on it`)
  }
  return report.skippedRows > 0 ? EXIT.failed : EXIT.ok
}

export const runImportLegacyCommand = (argv: string[], io: Io) => runCommand('import-legacy', HELP, () => importLegacyMain(argv, io), io)
