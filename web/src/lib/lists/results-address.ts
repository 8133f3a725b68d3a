import { parseSiteFilter, siteFilterQuery } from '@/sites/filters'

// Where a filtered list is rendered. /sites and /iframe/sites are static pages; a filtered address
// (`/sites?neighborhood=uptown&open=now`) is rewritten by the proxy to `…/Results/<filter>`, a page
// rendered once per normalised filter and then served from the page cache (bounded in memory:
// server/cache/bounds.ts). Normalising first means the same filter written in another order, or
// with parameters the list does not know, is one cache entry; a query with no filter at all is
// the static page. "Open now" adds the minute to the filter, so its answer is right to the minute
// and each minute's copy is rendered once. `Results` has a capital letter because a site's slug
// never does, so it cannot shadow a site. The filter travels as base64url, so no segment decoding
// (which Next does in some cases and not others) can change it.

export const RESULTS_SEGMENT = 'Results'

/** The minute of `now` as the filter carries it. */
const MINUTE_KEY = 'at'

const FILTERED_LISTS = new Set(['/sites', '/iframe/sites'])

/** Whether `pathname` is a results page's own address (only the proxy's rewrite reaches one). */
export function isResultsPath(pathname: string): boolean {
  return [...FILTERED_LISTS].some((list) => pathname.startsWith(`${list}/${RESULTS_SEGMENT}/`) || pathname === `${list}/${RESULTS_SEGMENT}`)
}

/** The address that renders this filtered list, or undefined when the address is the list itself. */
export function resultsPath(pathname: string, search: URLSearchParams, now: Date): string | undefined {
  if (!FILTERED_LISTS.has(pathname)) return undefined
  const filter = parseSiteFilter(search)
  const query = new URLSearchParams(siteFilterQuery(filter))
  if (query.size === 0) return undefined
  if (filter.openNow) query.set(MINUTE_KEY, String(Math.floor(now.getTime() / 60_000)))
  return `${pathname}/${RESULTS_SEGMENT}/${Buffer.from(query.toString()).toString('base64url')}`
}

/** The filter and the moment a results page answers for, from its `[filter]` segment. */
export function readResultsSegment(segment: string): { query: URLSearchParams; now: Date } {
  const query = new URLSearchParams(Buffer.from(segment, 'base64url').toString())
  const minute = Number(query.get(MINUTE_KEY))
  const now = Number.isSafeInteger(minute) && minute > 0 ? new Date(minute * 60_000) : new Date()
  query.delete(MINUTE_KEY)
  return { query, now }
}
