// Command-line arguments of the generate CLI, parsed and checked.

import { parseArgs } from 'node:util'
import { YEAR_RANGE } from '@ohc/schemas/names'
import { DEFAULT_DATA_DIR, fromInvocationDir } from '../paths'
import { demoFestival, FESTIVAL_LEAD_DAYS, isCalendarDate } from './demo-festival.mjs'

export const DEFAULTS = { seed: 'open-house', scale: 1 } as const

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
  --date YYYY-MM-DD    the day it is generated on: the current festival is the first weekend whose
                       Saturday is at least ${FESTIVAL_LEAD_DAYS} days later, so its sessions can be booked
                       and its ballots entered on that day; earlier years become the archive, each on
                       its weekend of mid-October (default: today, in UTC)
  --current-year Y     instead of --date: the festival of year Y, on its weekend of mid-October (the
                       Saturday falling on 12–18 October), whatever the date; the tests use 2026
  -h, --help           show this help
`

export interface CliOptions {
  outDir: string
  scale: number
  seed: string
  currentYear: number
  /** The current festival's Saturday when it comes from --date; absent with --current-year. */
  currentSaturday?: string
}

/**
 * Parses the command line; throws an Error with a message for the user on bad input. `today`
 * (YYYY-MM-DD) is the generation date when neither --date nor --current-year is given.
 */
export function parseCli(argv: string[], today: string): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      scale: { type: 'string' },
      seed: { type: 'string' },
      date: { type: 'string' },
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
  const seed = values.seed ?? DEFAULTS.seed
  if (seed === '') throw new Error('--seed must not be empty')
  const outDir = values.out === undefined ? DEFAULT_DATA_DIR : fromInvocationDir(values.out)
  return { outDir, scale, seed, ...festivalOption(values.date, values['current-year'], today) }
}

/** The current festival from --current-year (its mid-October weekend) or from --date (the default: today). */
function festivalOption(
  date: string | undefined,
  year: string | undefined,
  today: string,
): { currentYear: number; currentSaturday?: string } {
  // Both would name the festival twice, possibly two different ones: ask for one.
  if (date !== undefined && year !== undefined) throw new Error('give --date or --current-year, not both')
  if (year !== undefined)
    return {
      currentYear: checkedYear(
        Number(year),
        `--current-year must be a whole year from ${YEAR_RANGE.min} to ${YEAR_RANGE.max}, got "${year}"`,
      ),
    }
  const day = date ?? today
  if (!isCalendarDate(day)) throw new Error(`--date must be a date written YYYY-MM-DD, got "${day}"`)
  const { saturday } = demoFestival(day)
  const currentYear = checkedYear(
    Number(saturday.slice(0, 4)),
    `--date ${day} puts the festival on ${saturday}, outside the years ${YEAR_RANGE.min} to ${YEAR_RANGE.max}`,
  )
  return { currentYear, currentSaturday: saturday }
}

function checkedYear(year: number, message: string): number {
  if (!Number.isInteger(year) || year < YEAR_RANGE.min || year > YEAR_RANGE.max) throw new Error(message)
  return year
}
