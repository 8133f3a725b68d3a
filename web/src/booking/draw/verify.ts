import { allocate } from './allocate'
import { drawOrder, type DrawEntry } from './order'
import { seedHash } from './seed'

// A published draw checked from scratch: the revealed seed against the hash published before
// the entry window closed, the order recomputed from the seed and the entry ids, and the winners
// recomputed from that order, the places and the members' share.

export interface PublishedDraw {
  seedHash: string
  /** Revealed after the draw. */
  seed: string
  places: number
  membersShare: number
  /** Every entry that was in the draw (any order). */
  entries: DrawEntry[]
  /** The entry ids by published position, first to last. */
  order: string[]
  /** The ids of the entries published as placed. */
  winners: string[]
}

export interface DrawCheck {
  ok: boolean
  /** SHA-256 of the revealed seed is the published hash. */
  hashMatches: boolean
  /** The published positions are the recomputed order. */
  orderMatches: boolean
  /** The published winners are the recomputed ones. */
  winnersMatch: boolean
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i])

export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const hashMatches = seedHash(draw.seed) === draw.seedHash.toLowerCase()
  const order = drawOrder(draw.seed, draw.entries)
  const orderMatches = sameList(
    order.map((e) => e.id),
    draw.order,
  )
  const winners = allocate(order, draw.places, draw.membersShare).winners.map((e) => e.id)
  const winnersMatch = sameList([...winners].sort(), [...draw.winners].sort())
  return { ok: hashMatches && orderMatches && winnersMatch, hashMatches, orderMatches, winnersMatch }
}
