// The export command's help and command line; cli.ts runs it.

import { parseCommandLine } from '../pipeline/args'
import { EXIT, runCommand, type Io } from '../pipeline/cli'
import { LAKE_OPTIONS, lakeHelp, readLakeTarget } from '../pipeline/lake'
import { fromInvocationDir, REPO_ROOT } from '../paths'
import { runExport } from './exporter'

export const HELP = `Pull a Sanity Content Lake dataset down as a local dataset: dataset.ndjson and images/.

Usage: pnpm --filter @ohc/scripts export [options]

${lakeHelp('SANITY_API_READ_TOKEN or SANITY_API_WRITE_TOKEN')}
  --out DIR            where to write dataset.ndjson and images/ (default: data/lake-<dataset>
                       in the repository; relative paths are taken from where you run the command)
  --drafts             include drafts (drafts.<id> documents); published documents only otherwise
  --dry-run            read the dataset and show what would be written; nothing is written
  -h, --help           show this help

The file has the generator's layout (documents sorted by _id, image files named
<sha1>-<w>x<h>.<ext>), so the web app serves it with OHC_DATASET=<DIR>/dataset.ndjson and import
can push it to another dataset. Images already downloaded are kept. Exit code: 0 done, 1 failed,
2 bad command line.
`

export async function exportMain(argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values } = parseCommandLine(argv, {
    ...LAKE_OPTIONS,
    out: { type: 'string' },
    drafts: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  const target = readLakeTarget(values, { env, tokenVariables: ['SANITY_API_READ_TOKEN', 'SANITY_API_WRITE_TOKEN'], needToken: false })
  const outDir = values.out ? fromInvocationDir(values.out) : `${REPO_ROOT}/data/lake-${target.dataset}`
  return runExport({ target, outDir, drafts: values.drafts === true, dryRun: values['dry-run'] === true }, io)
}

export const runExportCommand = (argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env) =>
  runCommand('export', HELP, () => exportMain(argv, io, env), io)
