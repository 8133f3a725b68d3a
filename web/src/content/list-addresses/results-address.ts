import { eventFilterQuery, parseEventFilters, searchParamsRecord } from '@/programme/events/event-filters'
import { parseSiteFilter, siteFilterQuery } from '@/programme/sites/filters'

// Where a filtered list is rendered. /sites and /events (and their /iframe twins) are static
// pages; a filtered address (`/sites?neighborhood=uptown&open=now`) is rewritten by the proxy to `…/Results/<filter>`, a page
// rendered once per normalised filter and then served from the page cache (bounded in memory:
// platform/cache/bounds.ts). Normalising first means the same filter written in another order, or
// with parameters the list does not know, is one cache entry; a query with no filter at all is
// the static page. A results page asked for by its own address answers too (a server started
// with `--hostname 127.0.0.1` fetches its own rewrites over HTTP, through the proxy again), but
// is not indexed: its canonical address is the list's. "Open now" adds the minute to the filter, so its answer is right to the minute
// and each minute's copy is rendered once. `Results` has a capital letter because a site's slug
// never does, so it cannot shadow a site. The filter travels as base64url, so no segment decoding
// (which Next does in some cases and not others) can change it.

export const RESULTS_SEGMENT = 'Results'

/** The minute of `now` as the filter carries it. */
const MINUTE_KEY = 'at'

/** A list's filter in its normal form, and whether its answer depends on the minute. */
type Normalise = (search: URLSearchParams) => { query: string; perMinute: boolean }

const sitesFilter: Normalise = (search) => {
  const filter = parseSiteFilter(search)
  return { query: siteFilterQuery(filter), perMinute: filter.openNow }
}
const eventsFilter: Normalise = (search) => ({
  query: eventFilterQuery(parseEventFilters(searchParamsRecord(search))),
  perMinute: false,
})

const FILTERED_LISTS = new Map<string, Normalise>([
  ['/sites', sitesFilter],
  ['/iframe/sites', sitesFilter],
  ['/events', eventsFilter],
  ['/iframe/events', eventsFilter],
])

/** The address that renders this filtered list, or undefined when the address is the list itself. */
export function resultsPath(pathname: string, search: URLSearchParams, now: Date): string | undefined {
  const normalise = FILTERED_LISTS.get(pathname)
  if (!normalise) return undefined
  const filter = normalise(search)
  const query = new URLSearchParams(filter.query)
  if (query.size === 0) return undefined
  if (filter.perMinute) query.set(MINUTE_KEY, String(Math.floor(now.getTime() / 60_000)))
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
