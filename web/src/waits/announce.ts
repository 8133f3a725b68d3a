import { revalidatePath } from 'next/cache'
import { forgetWaits } from './current'

// How a host's report reaches the pages that show the line.
//
// The pages that show a line are cached pages rendered anew at most every WAITS_REVALIDATE_SECONDS
// (`export const revalidate = 5` on the site pages and the sites lists; route options must be
// literals, so the number is repeated there): that bound holds on every process, whatever cache
// it has. On top of it, the request that stores a report expires those pages (the site pages and
// the lists, on the site and in its embeddable copy), so the next request renders them with the
// report; where the processes share one cache (REDIS_URL) that is every process's next request.
//
// The expiry must happen inside the request: Next's revalidatePath only records the tags on the
// request it is called in and expires them when that request ends (next/dist/server/
// revalidation-utils.js, executeRevalidates); called later, from a timer, it would never reach a page.
// Announcing also drops this process's one-second copy of the waits (current.ts), so the next
// render here reads the report.

/** The most a page that shows a line may be older than its latest render. */
export const WAITS_REVALIDATE_SECONDS = 5

/** The route trees whose pages show a line (route groups included, as Next names them). */
const PAGES_WITH_LINES = ['/(site)/sites', '/(frame)/iframe/sites']

/** Called, in the request, after line or status reports are stored (the host API). */
export function announceWaitChange(at = Date.now()): void {
  forgetWaits(at)
  try {
    for (const tree of PAGES_WITH_LINES) revalidatePath(tree, 'layout')
  } catch (error) {
    // Outside a request (a script) there is no page cache to expire; the bound above still holds.
    console.warn('[waits] could not expire the pages that show a line:', error instanceof Error ? error.message : error)
  }
}
