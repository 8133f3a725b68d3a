import { describe, expect, it } from 'vitest'
import { allocate } from './allocate'
import { drawKey, drawOrder, type DrawEntry } from './order'
import { sha256Hex } from './seed'
import { binomialBounds, chiSquareCritical } from './statistics'

// Every entry has the same chance. 1,000 entries of one person for 100 places, drawn 500 times
// with 500 different seeds: each entry should win about 50 times. The seeds are SHA-256 of
// "fairness <n>" rather than fresh random ones, so a failure can be replayed exactly; they are as
// unrelated to the entry ids as random seeds would be.
//
// Two bounds, both at p = 0.001:
// - Chi-square goodness of fit across all entries. An entry's wins are binomial(500, 0.1), but the
//   entries of one draw are not independent (exactly 100 win), so the usual Pearson sum is not
//   chi-square here. Per draw, the win indicators have variance p(1 − p) and covariance
//   −p(1 − p)/(N − 1); that covariance matrix is 0 along (1, …, 1) and p(1 − p)·N/(N − 1) in
//   every other direction. So T = Σ (wins − 500p)² / (500·p(1 − p)·N/(N − 1)) is, by the central
//   limit theorem over the 500 draws, chi-square with N − 1 = 999 degrees of freedom.
// - Each entry's wins within the binomial(500, 0.1) range that holds with probability
//   1 − 0.001/1000 (Bonferroni: 1,000 entries tested at once, 0.001 in all), from exact tails.

const ENTRIES = 1_000
const PLACES = 100
const DRAWS = 500
const ALPHA = 0.001

const entries: DrawEntry[] = Array.from({ length: ENTRIES }, (_, i) => ({
  id: `entry-${String(i).padStart(4, '0')}`,
  party: 1,
  member: false,
}))
const seeds = Array.from({ length: DRAWS }, (_, n) => sha256Hex(`fairness ${n}`))

/** Wins per entry id over every seed, with `order` producing each draw's order. */
function winsPerEntry(order: (seed: string, list: DrawEntry[]) => DrawEntry[]): Map<string, number> {
  const wins = new Map(entries.map((e) => [e.id, 0]))
  for (const seed of seeds) {
    for (const winner of allocate(order(seed, entries), PLACES, 0).winners) wins.set(winner.id, (wins.get(winner.id) ?? 0) + 1)
  }
  return wins
}

function chiSquare(wins: Map<string, number>): number {
  const p = PLACES / ENTRIES
  const expected = DRAWS * p
  const variance = DRAWS * p * (1 - p) * (ENTRIES / (ENTRIES - 1))
  let t = 0
  for (const count of wins.values()) t += (count - expected) ** 2 / variance
  return t
}

const critical = chiSquareCritical(ENTRIES - 1, ALPHA)
const bounds = binomialBounds(DRAWS, PLACES / ENTRIES, ALPHA / ENTRIES)

describe('the draw’s fairness', () => {
  const wins = winsPerEntry(drawOrder)

  it('places exactly 100 per draw, 50,000 in all', () => {
    expect([...wins.values()].reduce((a, b) => a + b, 0)).toBe(DRAWS * PLACES)
  })

  it(`keeps the spread of wins across entries within chi-square(999) at p = ${ALPHA}`, () => {
    expect(critical).toBeGreaterThan(1100)
    expect(critical).toBeLessThan(1200)
    expect(chiSquare(wins)).toBeLessThan(critical)
  })

  it(`keeps every entry’s wins within its binomial range at p = ${ALPHA} / ${ENTRIES}`, () => {
    const outside = [...wins].filter(([, count]) => count < bounds.low || count > bounds.high)
    expect(outside).toEqual([])
  })

  it('would catch a draw that gives one entry in ten a second chance', () => {
    // The same order, but every tenth entry sorts by the smaller of two keys: about 19% to win
    // instead of 10%. Both bounds must see it, or they would not be worth passing.
    const biased = (seed: string, list: DrawEntry[]) => {
      const key = (e: DrawEntry, i: number) => {
        const first = drawKey(seed, e.id)
        if (i % 10 !== 0) return first
        const second = drawKey(seed, `${e.id}#again`)
        return first < second ? first : second
      }
      const keyed = list.map((e, i) => ({ e, k: key(e, i) }))
      keyed.sort((a, b) => (a.k < b.k ? -1 : 1))
      return keyed.map((x) => x.e)
    }
    const skewed = winsPerEntry(biased)
    expect(chiSquare(skewed)).toBeGreaterThan(critical)
    expect([...skewed.values()].some((count) => count > bounds.high)).toBe(true)
  })

  it('gives every member the same chance and every non-member the same chance under a members’ share', () => {
    // 200 members and 800 non-members for 100 places, 40% for members: each draw places exactly
    // 40 members (p = 0.2 each) and 60 non-members (p = 0.075 each). Within each group the
    // statistic above applies; the two are independent, so their sum is chi-square(199 + 799).
    const mixed = entries.map((e, i) => ({ ...e, member: i < 200 }))
    const groups = [
      { list: mixed.filter((e) => e.member), p: 40 / 200 },
      { list: mixed.filter((e) => !e.member), p: 60 / 800 },
    ]
    const wins = new Map(mixed.map((e) => [e.id, 0]))
    for (const seed of seeds) {
      for (const w of allocate(drawOrder(seed, mixed), PLACES, 40).winners) wins.set(w.id, (wins.get(w.id) ?? 0) + 1)
    }
    let t = 0
    for (const { list, p } of groups) {
      const variance = DRAWS * p * (1 - p) * (list.length / (list.length - 1))
      for (const e of list) t += ((wins.get(e.id) ?? 0) - DRAWS * p) ** 2 / variance
      const { low, high } = binomialBounds(DRAWS, p, ALPHA / ENTRIES)
      expect(list.filter((e) => (wins.get(e.id) ?? 0) < low || (wins.get(e.id) ?? 0) > high)).toEqual([])
    }
    expect(t).toBeLessThan(chiSquareCritical(ENTRIES - 2, ALPHA))
  })
})
