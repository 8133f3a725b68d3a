import { describe, expect, it } from 'vitest'
import { batchesOf, referenceOrder, strongReferences } from './references'

describe('reference order', () => {
  it('finds strong references with their paths, ignoring weak and cross-dataset ones', () => {
    const doc = {
      _id: 'event.a',
      _type: 'event',
      venue: { site: { _type: 'reference', _ref: 'site.a' } },
      gallery: [{ asset: { _ref: 'image-1' } }, { asset: { _ref: 'image-2', _weak: true } }],
      other: { _ref: 'x', _dataset: 'elsewhere' },
    }
    expect(strongReferences(doc)).toEqual([
      { from: 'event.a', path: 'venue.site', to: 'site.a' },
      { from: 'event.a', path: 'gallery[0].asset', to: 'image-1' },
    ])
  })

  it('puts every document after the documents it references, and keeps circles together', () => {
    const edges = new Map([
      ['event.a', ['site.a']],
      ['festival.1', ['site.a', 'site.b']],
      ['site.a', ['neighborhood.n']],
      ['site.b', ['site.c']],
      ['site.c', ['site.b', 'neighborhood.n']],
      ['neighborhood.n', []],
    ])
    const groups = referenceOrder(['event.a', 'festival.1', 'neighborhood.n', 'site.a', 'site.b', 'site.c'], edges)
    const position = new Map(groups.flatMap((group, i) => group.map((id) => [id, i] as const)))
    for (const [from, targets] of edges)
      for (const to of targets) expect(position.get(to)).toBeLessThanOrEqual(position.get(from) as number)
    expect(groups.filter((g) => g.length > 1)).toEqual([['site.b', 'site.c']])
    expect(groups.flat().sort()).toEqual([...edges.keys()].sort())
  })

  it('handles a chain far deeper than the call stack', () => {
    const n = 50_000
    const ids = Array.from({ length: n }, (_, i) => `d${i}`)
    const edges = new Map(ids.map((id, i) => [id, i + 1 < n ? [`d${i + 1}`] : []]))
    const order = referenceOrder(ids, edges).flat()
    expect(order[0]).toBe(`d${n - 1}`)
    expect(order[n - 1]).toBe('d0')
  })

  it('cuts batches at the size without splitting a group', () => {
    expect(batchesOf([['a'], ['b', 'c'], ['d'], ['e']], 2)).toEqual([['a'], ['b', 'c'], ['d', 'e']])
    expect(batchesOf([['a', 'b', 'c'], ['d']], 2)).toEqual([['a', 'b', 'c'], ['d']])
  })
})
