// pnpm --filter @ohc/scripts generate [--out DIR] [--scale N] [--seed S] [--date YYYY-MM-DD | --current-year Y]

import { HELP, parseCli, type CliOptions } from './args'
import { todayUtc } from './demo-festival.mjs'
import { generate } from './generate'

function main(): void {
  let options: CliOptions | 'help'
  try {
    // The only place the clock is read: everything below is a function of the arguments.
    options = parseCli(process.argv.slice(2), todayUtc())
  } catch (error) {
    console.error(`generate: ${error instanceof Error ? error.message : String(error)}\n\n${HELP}`)
    process.exit(2)
  }
  if (options === 'help') {
    process.stdout.write(HELP)
    return
  }
  const started = performance.now()
  try {
    const manifest = generate({ ...options, log: (line) => console.log(`generate: ${line}`) })
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    console.log(`generate: done in ${seconds}s → ${options.outDir} (generator ${manifest.generatorVersion})`)
  } catch (error) {
    console.error(`generate: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  }
}

main()
