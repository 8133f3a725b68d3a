import { revalidateTag } from 'next/cache'

// Pages that show a line (a site's page, the lists ordered or filtered by the line) read the waits
// under these tags; a host's report marks them stale, and the next request renders them anew in
// the background (stale-while-revalidate) while visitors keep getting the cached page.
// Announcing is bounded: at most once per site every few seconds, and the lists at most once per
// few seconds whatever the number of hosts, so a busy afternoon costs a handful of renders, not
// one per tap.

export const WAITS_TAG = 'waits'
export const waitsTagOf = (siteId: string) => `waits:${siteId}`

const EVERY_MS = 3_000
const lastAnnounced = new Map<string, number>()

function due(key: string, at: number): boolean {
  const last = lastAnnounced.get(key) ?? 0
  if (at - last < EVERY_MS) return false
  lastAnnounced.set(key, at)
  return true
}

/** Marks the pages that show this site's line stale (bounded: see above). */
export function announceWaitChange(siteId: string, at = Date.now()): void {
  if (due(siteId, at)) revalidateTag(waitsTagOf(siteId), 'max')
  if (due(WAITS_TAG, at)) revalidateTag(WAITS_TAG, 'max')
}
