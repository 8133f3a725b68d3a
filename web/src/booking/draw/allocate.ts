import type { DrawEntry } from './order'

// Who gets the places, from the draw order. Three rounds, each walking the draw order:
// 1. The members' round: members take up to floor(places × membersShare / 100) places.
// 2. Everyone else's round: non-members fill the places that are left (with any member places
//    the first round could not use).
// 3. Places left after everyone had a turn: members not yet placed fill them.
// So members hold exactly their share whenever enough members entered, and more only when places
// are left once every non-member was reached. A party never splits: an entry whose whole party
// does not fit in what is left of the round is passed over and keeps its place in the order (a
// smaller party after it may still fit). Everyone not placed is the waitlist, in plain draw order.
//
// Member weighting is a SHARE of places, not a better chance per entry: members know exactly how
// many places are theirs, the order stays a plain sort of hashes anyone can redo (no weights enter
// it), and each side's chance is a plain fraction: a member's is member places / members entered,
// a non-member's is the places left / non-members entered (docs/fair-booking.md).

export interface Allocation<E extends DrawEntry> {
  /** Placed entries, in draw order. */
  winners: E[]
  /** The entries placed in the members' round (a subset of winners), in draw order. */
  membersRound: E[]
  /** Everyone else, in draw order: the waitlist. */
  waitlist: E[]
  /** The places of the members' round: floor(places × membersShare / 100). */
  memberPlaces: number
}

/** The members' places of a draw; the share is clamped to 0–100 and places below zero count as none. */
export function memberPlacesOf(places: number, membersShare: number): number {
  const share = Math.min(100, Math.max(0, membersShare))
  return Math.floor((Math.max(0, places) * share) / 100)
}

export function allocate<E extends DrawEntry>(order: readonly E[], places: number, membersShare: number): Allocation<E> {
  const total = Math.max(0, Math.floor(places))
  const memberPlaces = memberPlacesOf(total, membersShare)
  const placed = new Set<E>()
  let used = 0
  const round = (who: (e: E) => boolean, limit: number) => {
    for (const entry of order) {
      if (placed.has(entry) || !who(entry) || used + entry.party > limit) continue
      placed.add(entry)
      used += entry.party
    }
  }
  round((e) => e.member, memberPlaces)
  const membersRound = order.filter((e) => placed.has(e))
  round((e) => !e.member, total)
  round((e) => e.member, total)
  return {
    winners: order.filter((e) => placed.has(e)),
    membersRound,
    waitlist: order.filter((e) => !placed.has(e)),
    memberPlaces,
  }
}
