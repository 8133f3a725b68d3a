// The import command's help and command line; cli.ts runs it.

import { existsSync } from 'node:fs'
import { integerOption, parseCommandLine } from '../pipeline/args'
import { EXIT, runCommand, type Io } from '../pipeline/cli'
import { LAKE_OPTIONS, lakeHelp, readLakeTarget } from '../pipeline/lake'
import { DEFAULT_DATASET, fromInvocationDir } from '../paths'
import { runImport } from './importer'

export const HELP = `Push a local NDJSON dataset and its images into a Sanity Content Lake dataset.

Usage: pnpm --filter @ohc/scripts import [FILE] [options]

  FILE                 the dataset (default: ${DEFAULT_DATASET}); image files are read
                       from images/ beside it
${lakeHelp('SANITY_API_WRITE_TOKEN')}
  --images DIR         where the image files are instead
  --batch-size N       documents per transaction (default: 100)
  --restart            ignore the checkpoint of an interrupted import and send everything
  --dry-run            check the file and show the plan; nothing is sent (no token needed)
  -h, --help           show this help

Images are uploaded first (those already in the dataset are skipped), then every other document is
sent with createOrReplace, referenced documents in earlier transactions. Importing twice leaves the
same dataset. If a transaction fails, the batches already accepted are recorded in
.import-state-<project>-<dataset>.json beside the file, and running the same command again continues
from there (a changed file starts over). Exit code: 0 done, 1 failed, 2 bad command line or file.
`

export async function importMain(argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      ...LAKE_OPTIONS,
      images: { type: 'string' },
      'batch-size': { type: 'string' },
      restart: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    { positionals: 1 },
  )
  if (values.help) {
    io.out(HELP)
    return EXIT.ok
  }
  const file = positionals[0] === undefined ? DEFAULT_DATASET : fromInvocationDir(positionals[0])
  if (!existsSync(file)) {
    io.err(`import: ${file} does not exist${positionals[0] ? '' : ' (run the generate script first)'}`)
    return EXIT.usage
  }
  const dryRun = values['dry-run'] === true
  const hasProject = values.project !== undefined || env.SANITY_PROJECT_ID !== undefined
  const target =
    dryRun && !hasProject ? undefined : readLakeTarget(values, { env, tokenVariables: ['SANITY_API_WRITE_TOKEN'], needToken: !dryRun })
  return runImport(
    {
      file,
      ...(values.images ? { imagesDir: fromInvocationDir(values.images) } : {}),
      target,
      batchSize: integerOption(values['batch-size'], 'batch-size', 100, { min: 1, max: 2000 }),
      dryRun,
      restart: values.restart === true,
    },
    io,
  )
}

/** Runs the command as the CLI does (usage errors print the help), returning the exit code. */
export const runImportCommand = (argv: string[], io: Io, env: NodeJS.ProcessEnv = process.env) =>
  runCommand('import', HELP, () => importMain(argv, io, env), io)
