// pnpm --filter @ohc/scripts validate [FILE]

import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { DEFAULT_DATASET, fromInvocationDir } from '../paths'
import { formatProblem } from './problems'
import { validateFile } from './validate'

const HELP = `Validate a dataset against the schema's rules and check that every reference resolves.

Usage: pnpm --filter @ohc/scripts validate [FILE] [options]

  FILE               an NDJSON dataset (default: ${DEFAULT_DATASET});
                     image files are expected in images/ beside it
  --images DIR       where the image files are instead
  --quiet            print only problems and the summary
  -h, --help         show this help

Each problem is printed as "<document _id> <field path>: <message>". The exit code is 1 when there is
at least one error (warnings alone exit 0), and 2 when the file cannot be read.
`

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { images: { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    console.error(`validate: ${(error as Error).message}\n\n${HELP}`)
    process.exit(2)
  }
  if (parsed.values.help) {
    process.stdout.write(HELP)
    return
  }
  if (parsed.positionals.length > 1) {
    console.error(`validate: expected at most one FILE, got ${parsed.positionals.length}\n\n${HELP}`)
    process.exit(2)
  }
  const file = parsed.positionals[0] === undefined ? DEFAULT_DATASET : fromInvocationDir(parsed.positionals[0])
  if (!existsSync(file)) {
    console.error(`validate: ${file} does not exist${parsed.positionals[0] ? '' : ' (run the generate script first)'}`)
    process.exit(2)
  }
  const started = performance.now()
  const log = parsed.values.quiet ? undefined : (line: string) => console.log(`validate: ${line}`)
  const result = await validateFile(file, { imagesDir: parsed.values.images ? fromInvocationDir(parsed.values.images) : undefined, log })
  for (const problem of result.problems) console.log(formatProblem(problem))
  const { errors, warnings, documentsWithErrors } = result.summary
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `validate: ${result.documents} documents, ${errors} error(s) in ${documentsWithErrors} document(s), ${warnings} warning(s) (${seconds}s)`,
  )
  process.exitCode = errors > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(`validate: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exit(2)
})
