import { z } from 'zod'

// Which addresses the page routes could serve, decided before rendering (the proxy's 404 check,
// not-found-rewrite.ts). For the routes with a parameter: is the slug, path or year in the index
// of the content? `undefined` where the index has no say (fixed routes, sign-in, account, frames,
// the Studio): those are left to their pages. Shared itineraries live in the database, not in the
// content: no index knows their tokens, so each is `false` and the page itself is asked.

const slugs = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? [])
/** The index as /api/known-paths sends it: plain lists, as the content query answers them. */
export const knownPathLists = z.object({
  sites: slugs,
  events: slugs,
  tours: slugs,
  neighborhoods: slugs,
  stops: slugs,
  pages: slugs,
  years: z
    .array(z.number().int())
    .nullish()
    .transform((v) => v ?? []),
})
export type KnownPathLists = z.output<typeof knownPathLists>

/**
 * The same lists read into sets for the proxy's look-ups, with the languages that have pages (the
 * default's addresses carry no language), which /api/known-paths adds from the settings.
 */
export const pathIndexSchema = knownPathLists
  .extend({ languages: z.object({ default: z.string(), others: z.array(z.string()) }).nullish() })
  .transform((lists) => ({
    sites: new Set(lists.sites),
    events: new Set(lists.events),
    tours: new Set(lists.tours),
    neighborhoods: new Set(lists.neighborhoods),
    stops: new Set(lists.stops),
    pages: new Set(lists.pages),
    years: new Set(lists.years.map(String)),
    languages: lists.languages ?? undefined,
  }))
export type PathIndex = z.output<typeof pathIndexSchema>

/** The families of pages whose parameter is a slug of this kind. */
const SLUG_ROUTES: Record<string, 'sites' | 'events' | 'tours' | 'neighborhoods' | 'stops'> = {
  sites: 'sites',
  events: 'events',
  tours: 'tours',
  neighborhoods: 'neighborhoods',
  stops: 'stops',
}

/** First segments of routes other than the centre pages' catch-all. */
const OTHER_ROUTES = new Set([
  'sites',
  'events',
  'tours',
  'neighborhoods',
  'stops',
  'archive',
  'login',
  'newsletter',
  'my-ohc',
  'host',
  'ops',
  'iframe',
  'ohc-admin',
  'og',
  'opengraph-image',
  'ohc-test-error',
])

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
  } catch {
    return undefined // malformed escapes: the page answers for itself
  }
}

/** true: the index knows this address; false: it does not; undefined: not the index's to say. */
export function isKnownPath(pathname: string, index: PathIndex): boolean | undefined {
  const segments = segmentsOf(pathname)
  const [first, ...rest] = segments ?? []
  if (first === undefined) return undefined
  const family = Object.hasOwn(SLUG_ROUTES, first) ? SLUG_ROUTES[first] : undefined
  if (family) return rest.length === 0 ? undefined : index[family].has(rest.join('/'))
  if (first === 'archive') {
    const [second, ...more] = rest
    if (second === undefined || (second === 'sites' && more.length === 1 && more[0] === 'images')) return undefined
    if (more.length === 0) return index.years.has(second)
    if (second === 'sites') return index.sites.has(more.join('/'))
    return undefined
  }
  if (first === 'itineraries') return false
  if (OTHER_ROUTES.has(first)) return undefined
  return index.pages.has([first, ...rest].join('/'))
}

/** An index that knows nothing: asks whether a path is the index's to judge at all. */
export const EMPTY_INDEX: PathIndex = pathIndexSchema.parse({})
