import type { DrawEntry } from './order'

// The draw order from each entry's key, smallest key first: the one sort both the server's draw
// (./order.ts, keys by node:crypto) and a check in the browser (./browser-check.ts, keys by Web
// Crypto) use, so the two cannot drift apart. No hashing here, so it runs anywhere.

/** The entries sorted by key (a new array); two entries with one key (one id twice) are refused. */
export function orderByKey<E extends Pick<DrawEntry, 'id'>>(entries: readonly E[], keyOf: (id: string) => string): E[] {
  const keyed = entries.map((entry) => ({ entry, key: keyOf(entry.id) }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  for (let i = 1; i < keyed.length; i++) {
    // Equal keys come only from equal ids (SHA-256 has no known collisions).
    if (keyed[i]?.key === keyed[i - 1]?.key) throw new Error(`The entry ${keyed[i]?.entry.id} is in the draw twice.`)
  }
  return keyed.map((k) => k.entry)
}
