import { allocate } from './allocate'
import { orderByKey } from './keyed-order'
import type { DrawEntry } from './order'

// A published draw checked against what its seed says, given the seed's hash and every entry's
// key: the revealed seed against the seal published before the entries closed, the order
// recomputed from the keys, and the winners recomputed from that order, the places and the
// members' share. The hashing is the caller's (./verify.ts on the server, ./browser-check.ts in a
// visitor's browser), so this runs anywhere.

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

/** `hashOfSeed`: SHA-256 of the revealed seed; `keys`: each entry id's key, SHA-256 of "<seed>:<id>". */
export function checkDraw(draw: PublishedDraw, hashOfSeed: string, keys: ReadonlyMap<string, string>): DrawCheck {
  const hashMatches = hashOfSeed === draw.seedHash.toLowerCase()
  const order = orderByKey(draw.entries, (id) => keys.get(id) ?? '')
  const orderMatches = sameList(
    order.map((e) => e.id),
    draw.order,
  )
  const winners = allocate(order, draw.places, draw.membersShare).winners.map((e) => e.id)
  const winnersMatch = sameList([...winners].sort(), [...draw.winners].sort())
  return { ok: hashMatches && orderMatches && winnersMatch, hashMatches, orderMatches, winnersMatch }
}
