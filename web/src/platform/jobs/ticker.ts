// The timer that ticks scheduled work inside a long-running server process. Every process ticks
// about every 30 s; the claims in the database (runner.ts) decide which of them runs each job. The
// waits are spread at random so processes started together do not all reach the database in the
// same instant, and stay under 40 s so that every one-minute slot gets a tick from every process.
// The timer is unref'd: it never keeps a process alive that has nothing else to do. A tick does not
// wait for the previous one: a long job never delays the others (the claims keep each slot once).

export const TICK_MS = 30_000
/** How far a wait strays either side of TICK_MS. */
export const JITTER_MS = 10_000

export type Random = () => number

/** A whole number of milliseconds in [0, span), whatever the draw (a draw just under 1 can round up). */
const below = (random: Random, span: number) => Math.min(Math.floor(random() * span), span - 1)

/** The wait before the first tick: anywhere in one tick's length, so restarts spread out too. */
export function firstWait(random: Random = Math.random): number {
  return below(random, TICK_MS)
}

/** The wait between ticks: TICK_MS ± JITTER_MS, i.e. 20 s up to (not including) 40 s. */
export function nextWait(random: Random = Math.random): number {
  return TICK_MS - JITTER_MS + below(random, 2 * JITTER_MS)
}

export interface Ticker {
  stop(): void
}

/** Calls `tick` after firstWait, then after every nextWait, until stopped. A failed tick is logged. */
export function startTicker(tick: () => Promise<unknown>, random: Random = Math.random): Ticker {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const schedule = (wait: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      Promise.resolve()
        .then(tick)
        .catch((error: unknown) => console.error('[jobs] a tick failed:', error))
      schedule(nextWait(random))
    }, wait)
    timer.unref()
  }
  schedule(firstWait(random))
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
