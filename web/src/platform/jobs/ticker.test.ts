import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstWait, JITTER_MS, nextWait, startTicker, TICK_MS } from './ticker'

// The timer's waits stay within their bounds for any random draw, and the timer keeps ticking
// through failures until stopped. Fake timers: no test waits on the real clock.

/** Random draws from the lowest to just under 1, and a seeded spread between. */
function draws(): number[] {
  let seed = 7
  const spread = Array.from({ length: 500 }, () => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed / 2_147_483_647
  })
  return [0, Number.EPSILON, 0.5, 1 - Number.EPSILON, ...spread]
}

describe('the waits', () => {
  it('puts the first tick anywhere in one tick’s length', () => {
    for (const draw of draws()) {
      const wait = firstWait(() => draw)
      expect(wait).toBeGreaterThanOrEqual(0)
      expect(wait).toBeLessThan(TICK_MS)
    }
  })

  it('spaces ticks 20 s up to 40 s apart, so every one-minute slot gets a tick', () => {
    expect(TICK_MS - JITTER_MS).toBe(20_000)
    expect(TICK_MS + JITTER_MS).toBe(40_000)
    const waits = draws().map((draw) => nextWait(() => draw))
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(TICK_MS - JITTER_MS)
      expect(wait).toBeLessThan(TICK_MS + JITTER_MS)
    }
    // Spread out, not all at one point: processes do not tick in step.
    expect(Math.min(...waits)).toBeLessThan(22_000)
    expect(Math.max(...waits)).toBeGreaterThan(38_000)
  })
})

describe('startTicker', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ticks after the first wait and then after each next wait, through a failed tick, until stopped', async () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let ticks = 0
    const ticker = startTicker(
      async () => {
        ticks += 1
        if (ticks === 2) throw new Error('the database is out of reach')
      },
      () => 0.5,
    )
    // firstWait(0.5) = 15 s, then nextWait(0.5) = 30 s each.
    await vi.advanceTimersByTimeAsync(14_999)
    expect(ticks).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(ticks).toBe(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(ticks).toBe(2)
    expect(errors).toHaveBeenCalledWith('[jobs] a tick failed:', expect.objectContaining({ message: 'the database is out of reach' }))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(ticks).toBe(3)
    ticker.stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(ticks).toBe(3)
    errors.mockRestore()
  })

  it('never keeps the process alive: its timer is unref’d', () => {
    // The resources that hold the event loop open: an unref'd timer is not among them.
    const timers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length
    const before = timers()
    const ticker = startTicker(
      async () => {},
      () => 0,
    )
    const during = timers()
    ticker.stop()
    expect(during).toBe(before)
    // The count does see a timer that is not unref'd.
    const held = setTimeout(() => {}, 60_000)
    expect(timers()).toBe(before + 1)
    clearTimeout(held)
  })
})
