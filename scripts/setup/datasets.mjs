// The two generated datasets and when each is made again. data/demo, which `npm start` and
// `npm run dev` serve, holds a festival that follows the date (scripts/src/generate/demo-festival.mjs);
// data/test, which the test command reads, holds the festival of 17–18 October 2026 that the tests
// are written for. Each has its own stamp, so neither command regenerates the other's data.
import path from 'node:path'
import { dateForFestival, demoFestival, festivalIsOver } from '../src/generate/demo-festival.mjs'

/** The year the test suite's festival is pinned to. */
export const TEST_FESTIVAL_YEAR = 2026

export const DATASETS = {
  demo: { dir: 'data/demo', stamp: 'data/.demo-stamp' },
  test: { dir: 'data/test', stamp: 'data/.test-stamp' },
}

const DEMO_STAMP = /^([0-9a-f]+) festival (\d{4}-\d{2}-\d{2})$/

/** The demo dataset's stamp: the generator's sources and the festival it was made for. */
export function demoStamp(sources, festival) {
  return `${sources} festival ${festival.saturday}`
}

/** The festival a demo stamp records, if it is one. */
export function festivalOfStamp(stamp) {
  const match = DEMO_STAMP.exec(stamp ?? '')
  return match ? demoFestival(dateForFestival(match[2])) : undefined
}

/**
 * The festival data/demo should hold on `today` (YYYY-MM-DD, UTC): the one it holds until that is
 * over, so the demo lives through its ballots' draws and its weekend; then the one `today` picks.
 * A change to the generator alone regenerates the same festival, and members' bookings keep their
 * dates.
 */
export function wantedDemoFestival(previousStamp, today) {
  const held = festivalOfStamp(previousStamp)
  return held && !festivalIsOver(held, today) ? held : demoFestival(today)
}

/** The generate command's arguments for a dataset: the demo's festival by its date, the tests' by their year. */
export function generateArgs(root, kind, festival) {
  const out = path.join(root, DATASETS[kind].dir)
  const when = kind === 'test' ? ['--current-year', String(TEST_FESTIVAL_YEAR)] : ['--date', dateForFestival(festival.saturday)]
  return ['--filter', '@ohc/scripts', 'generate', ...when, '--out', out]
}
