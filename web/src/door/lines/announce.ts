import { forgetBurstCopies } from '@/platform/burst-cache'
import { forgetWaits } from './current'

// How a host's report reaches the pages that show the line. Next's revalidateTag only records the
// tag on the request it is called in and expires it when that request ends (next/dist/server/
// revalidation-utils.js, executeRevalidates); called later from a timer, outside any request, the
// tag lands on a request that has already finished and is never expired, so a report "announced
// at the end of the quiet interval" never reached a page. Tags are also kept in the memory of one
// server process, so a second instance would never hear them.
//
// So the pages that show a line carry their own bound instead: each is a cached page rendered anew
// at most every WAITS_REVALIDATE_SECONDS (`export const revalidate = 5` on the site page and the
// sites lists; route options must be literals, so the number is repeated there). A copy past that
// age is not served while it is rendered again, as Next would: the cache handlers answer it as
// missing (web/line-pages.mjs, which repeats the number too), so the first visitor after the bound
// gets a fresh render. A report is on a page within that bound plus one render, for the first
// visitor as for the next, on every instance, at a cost that does not grow with the number of
// hosts (each address is rendered at most once per bound, reports or not).
// Announcing only drops this process's few-second copy of the waits (current.ts), so the next
// render here reads the report, and its one-second copies of public answers (burst-cache.ts).

/** The most a page that shows a line may be older than its latest render. */
export const WAITS_REVALIDATE_SECONDS = 5

/** Called after line or status reports are stored (the host API): the next render reads them. */
export function announceWaitChange(at = Date.now()): void {
  forgetWaits(at)
  forgetBurstCopies()
}
