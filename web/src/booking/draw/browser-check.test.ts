import { describe, expect, it } from 'vitest'
import { checkDrawHere } from './browser-check'
import type { DrawEntry } from './order'
import { newSeed } from './seed'
import { verifyDraw, type PublishedDraw } from './verify'
import { honestDraw } from '../../../test/honest-draw'

// The check a visitor runs in the browser (Web Crypto, here Node's own) agrees with the server's
// (node:crypto) on honest draws, finds every kind of tampering the server's finds, and tells an
// entrant their place in the order.

const entries: DrawEntry[] = Array.from({ length: 60 }, (_, i) => ({ id: `entry-${i}`, party: 1 + (i % 4), member: i % 3 === 0 }))

const published = (seed = newSeed()): PublishedDraw => honestDraw(entries, 30, 20, seed)

describe('checking a draw in the browser', () => {
  it('agrees with the server’s check on honest draws, and finds an entrant’s place', async () => {
    for (let i = 0; i < 20; i++) {
      const draw = published()
      const here = await checkDrawHere(draw, draw.order[7])
      expect(here).toEqual({ ...verifyDraw(draw), position: 8 })
      expect(here.ok).toBe(true)
    }
  })

  it('finds a seed that is not the sealed one, a changed order and changed winners', async () => {
    const draw = published()
    const otherSeed = { ...draw, seed: newSeed() }
    const swapped = { ...draw, order: [draw.order[1]!, draw.order[0]!, ...draw.order.slice(2)] }
    const loser = draw.order.find((id) => !draw.winners.includes(id))!
    const favoured = { ...draw, winners: [...draw.winners.slice(1), loser] }
    for (const tampered of [otherSeed, swapped, favoured]) {
      const here = await checkDrawHere(tampered)
      expect(here).toEqual(verifyDraw(tampered))
      expect(here.ok).toBe(false)
    }
    expect((await checkDrawHere(otherSeed)).hashMatches).toBe(false)
    expect((await checkDrawHere(swapped)).orderMatches).toBe(false)
    expect((await checkDrawHere(favoured)).winnersMatch).toBe(false)
  })

  it('gives no place for an id that was not in the draw', async () => {
    expect((await checkDrawHere(published(), 'not-an-entry')).position).toBeUndefined()
  })
})
