// Command-line arguments of the generate CLI, parsed and checked.

import { parseArgs } from 'node:util'
import { YEAR_RANGE } from '@ohc/schemas/names'
import { DEFAULT_DATA_DIR, fromInvocationDir } from '../paths'

export const DEFAULTS = { seed: 'open-house', scale: 1, currentYear: 2026 } as const

export const HELP = `Generate the deterministic demo dataset.

Usage: pnpm --filter @ohc/scripts generate [options]

Options:
  --out DIR            where to write dataset.ndjson, images/ and manifest.json (relative paths
                       are taken from the directory you run the command in)
                       (default: ${DEFAULT_DATA_DIR})
  --scale N            multiply sites, events and archived years by N, e.g. 10 or 100 for benchmarks
                       (default: ${DEFAULTS.scale}; fractions such as 0.2 make a smaller dataset)
  --seed S             seed of the random streams; same arguments give byte-identical output
                       (default: "${DEFAULTS.seed}")
  --current-year Y     the current festival year; earlier years become the archive
                       (default: ${DEFAULTS.currentYear})
  -h, --help           show this help
`

export interface CliOptions {
  outDir: string
  scale: number
  seed: string
  currentYear: number
}

/** Parses the command line; throws an Error with a message for the user on bad input. */
export function parseCli(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      scale: { type: 'string' },
      seed: { type: 'string' },
      'current-year': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) return 'help'
  const scale = values.scale === undefined ? DEFAULTS.scale : Number(values.scale)
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000)
    throw new Error(`--scale must be a number above 0 and at most 1000, got "${values.scale}"`)
  const currentYear = values['current-year'] === undefined ? DEFAULTS.currentYear : Number(values['current-year'])
  if (!Number.isInteger(currentYear) || currentYear < YEAR_RANGE.min || currentYear > YEAR_RANGE.max) {
    throw new Error(`--current-year must be a whole year from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}, got "${values['current-year']}"`)
  }
  const seed = values.seed ?? DEFAULTS.seed
  if (seed === '') throw new Error('--seed must not be empty')
  return { outDir: values.out === undefined ? DEFAULT_DATA_DIR : fromInvocationDir(values.out), scale, seed, currentYear }
}
