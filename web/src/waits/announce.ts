import { revalidateTag } from 'next/cache'

// Pages that show a line (a site's page, the lists ordered or filtered by the line) read the waits
// under these tags; a host's report marks them stale, and the next request renders them anew in
// the background (stale-while-revalidate) while visitors keep getting the cached page.
// Announcing is bounded: each tag at most once every few seconds, whatever the number of hosts,
// so a busy afternoon costs a handful of renders, not one per tap. A report inside the quiet
// interval is announced at its end, never dropped.

export const WAITS_TAG = 'waits'
export const waitsTagOf = (siteId: string) => `waits:${siteId}`

export const ANNOUNCE_EVERY_MS = 3_000

const last = new Map<string, number>()
const pending = new Set<string>()

function announce(tag: string, at: number) {
  const wait = (last.get(tag) ?? -Infinity) + ANNOUNCE_EVERY_MS - at
  if (wait <= 0) {
    last.set(tag, at)
    revalidateTag(tag, 'max')
    return
  }
  if (pending.has(tag)) return
  pending.add(tag)
  setTimeout(() => {
    pending.delete(tag)
    last.set(tag, Date.now())
    revalidateTag(tag, 'max')
  }, wait).unref?.()
}

/** Marks the pages that show this site's line stale (bounded: see above). */
export function announceWaitChange(siteId: string, at = Date.now()): void {
  announce(waitsTagOf(siteId), at)
  announce(WAITS_TAG, at)
}
