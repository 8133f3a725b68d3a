import { describe, expect, it } from 'vitest'
import type { Wait } from '@/door/lines/wait'
import { byLine, lineRank, withShortLine } from './line-order'

const fresh = (fields: Partial<Wait>): Wait => ({ reportedAt: '2026-10-17T15:00:00.000Z', fresh: true, ...fields })
const waits = new Map<string, Wait>([
  ['long', fresh({ minutes: 45 })],
  ['none', fresh({ minutes: 0 })],
  ['short', fresh({ minutes: 10 })],
  ['old', fresh({ minutes: 1, fresh: false })],
  ['full', fresh({ minutes: 5, status: 'at-capacity' })],
  ['closed', fresh({ status: 'closed-early' })],
])
const results = ['closed', 'unknown', 'long', 'full', 'old', 'short', 'none', 'also-unknown'].map((id) => ({ item: { id } }))

describe('shortest line first', () => {
  it('puts the fresh lines shortest first, then no recent report, at capacity, closed early; ties keep the order', () => {
    expect(byLine(results, waits).map((r) => r.item.id)).toEqual([
      'none',
      'short',
      'long',
      'unknown',
      'old',
      'also-unknown',
      'full',
      'closed',
    ])
  })

  it('ranks an unmeasured line after every measured one', () => {
    expect(lineRank(fresh({ minutes: 60 }))).toBeLessThan(lineRank(undefined))
    expect(lineRank(fresh({ status: 'last-entry', lastEntry: '16:30' }))).toBe(lineRank(undefined))
  })
})

describe('short line', () => {
  it('keeps only the fresh lines of 15 minutes or less, with the doors open', () => {
    expect(
      withShortLine(
        results.map((r) => r.item),
        waits,
      ).map((s) => s.id),
    ).toEqual(['short', 'none'])
  })
})
