import { orderByKey } from './keyed-order'
import { sha256Hex } from './seed'

// The draw order: every entry's key is SHA-256 of the seed, a colon and the entry's id, as hex
// text; entries are sorted by key, smallest first. Position 1 is the smallest key.
//   key(entry) = sha256Hex(`${seed}:${entryId}`)      e.g. printf '%s' "<seed>:<entry id>" | sha256sum
// Keys are 64 lower-case hex characters, so comparing them as text is comparing them as numbers.
// Nothing else goes into the order: not the time of entry, not membership, not party size, so it
// is a plain sort anyone can redo from the revealed seed and the published entry ids.

/** What the draw needs of an entry. */
export interface DrawEntry {
  /** The entry's public id (published with the result). */
  id: string
  /** People entering together (1 to the ballot's most per entry); they win or wait together. */
  party: number
  /** Whether the entrant was a member when entering. */
  member: boolean
}

/** An entry's sort key in the draw of `seed`. */
export function drawKey(seed: string, entryId: string): string {
  return sha256Hex(`${seed}:${entryId}`)
}

/** The entries in draw order (a new array). Two entries with the same id are refused. */
export function drawOrder<E extends Pick<DrawEntry, 'id'>>(seed: string, entries: readonly E[]): E[] {
  return orderByKey(entries, (id) => drawKey(seed, id))
}
