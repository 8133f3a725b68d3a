import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { drawKey, drawOrder, type DrawEntry } from './order'
import { newSeed, seedHash, sha256Hex } from './seed'
import { verifyDraw, type PublishedDraw } from './verify'
import { honestDraw } from '../../../test/honest-draw'

// The commitment and the recomputation a visitor can do: the seed's hash, the order from the
// seed and the ids, and the same by the shell command docs/fair-booking.md gives.

const entries: DrawEntry[] = Array.from({ length: 40 }, (_, i) => ({ id: `e-${i}`, party: 1 + (i % 3), member: i % 4 === 0 }))

const published = (seed = newSeed()): PublishedDraw => honestDraw(entries, 20, 25, seed)

const hasSha256sum = spawnSync('sha256sum', ['--version']).status === 0

describe('the seed and its hash', () => {
  it('is 32 random bytes as hex, different every time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newSeed()))
    expect(seeds.size).toBe(50)
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/)
  })

  it('hashes with SHA-256 of the seed’s text (the standard test vector)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(seedHash('abc')).toBe(sha256Hex('abc'))
  })

  it.skipIf(!hasSha256sum)('is what `printf | sha256sum` gives, for the hash and for every key', () => {
    const seed = newSeed()
    const shell = (text: string) =>
      spawnSync('sh', ['-c', 'printf "%s" "$1" | sha256sum', 'sh', text], { encoding: 'utf8' }).stdout.slice(0, 64)
    expect(shell(seed)).toBe(seedHash(seed))
    for (const e of entries.slice(0, 5)) expect(shell(`${seed}:${e.id}`)).toBe(drawKey(seed, e.id))
  })
})

describe('verifying a draw', () => {
  it('accepts the draw as published', () => {
    expect(verifyDraw(published())).toEqual({ ok: true, hashMatches: true, orderMatches: true, winnersMatch: true })
  })

  it('recomputes the same order whatever order the entries are listed in', () => {
    const seed = newSeed()
    expect(drawOrder(seed, [...entries].reverse())).toEqual(drawOrder(seed, entries))
  })

  it('refuses another seed than the committed one, a changed order and changed winners', () => {
    const draw = published()
    expect(verifyDraw({ ...draw, seed: newSeed() }).hashMatches).toBe(false)
    const swapped = [...draw.order]
    ;[swapped[0], swapped[1]] = [swapped[1] ?? '', swapped[0] ?? '']
    expect(verifyDraw({ ...draw, order: swapped })).toMatchObject({ ok: false, orderMatches: false, hashMatches: true })
    const loser = draw.order.find((id) => !draw.winners.includes(id)) ?? ''
    expect(verifyDraw({ ...draw, winners: [...draw.winners.slice(1), loser] })).toMatchObject({ ok: false, winnersMatch: false })
  })

  it('refuses an entry listed twice', () => {
    expect(() => drawOrder(newSeed(), [...entries, entries[0] as DrawEntry])).toThrow(/twice/)
  })
})
