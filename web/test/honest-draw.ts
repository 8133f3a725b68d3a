import { allocate } from '@/booking/draw/allocate'
import { drawOrder, type DrawEntry } from '@/booking/draw/order'
import { newSeed, seedHash } from '@/booking/draw/seed'
import type { PublishedDraw } from '@/booking/draw/check'

// A draw published as the site publishes it, honestly: the seal of the seed, the order the seed
// gives and the winners that order gives. For the tests of the checks that must accept it (and
// find what a tampered copy of it changes).

export function honestDraw(entries: DrawEntry[], places: number, membersShare: number, seed = newSeed()): PublishedDraw {
  const order = drawOrder(seed, entries)
  return {
    seedHash: seedHash(seed),
    seed,
    places,
    membersShare,
    entries,
    order: order.map((e) => e.id),
    winners: allocate(order, places, membersShare).winners.map((e) => e.id),
  }
}
