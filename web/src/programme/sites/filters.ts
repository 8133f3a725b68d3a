import { FESTIVAL_DAYS, SITE_CATEGORIES, valuesOf } from '@ohc/schemas/names'
import { hoursOn, openState, type FestivalDay, type FestivalHours } from '@/programme/hours/opening-hours'
import { parsePage } from '@/platform/lists/paging'
import { SHORT_LINE_MINUTES } from '@/door/lines/wait'
import { nearValue, parseNear, type Near } from './near'

// The sites list's filters: URL search params → a typed filter → the matching sites → back to a
// query string. The URL is the filter's only home (shareable, the back button works). Values the
// list does not know are dropped, never an error: a hand-edited or stale link still answers 200.

export type SiteCategory = (typeof SITE_CATEGORIES)[number]['value']
export type WheelchairFilter = 'full' | 'partial'
export const ACCESS_FEATURES = ['stepFreeEntrance', 'accessibleRestroom', 'elevator'] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]
export const ACCESS_FEATURE_TITLES: Record<AccessFeature, string> = {
  stepFreeEntrance: 'Step-free entrance',
  accessibleRestroom: 'Accessible restroom',
  elevator: 'Elevator',
}
export const MEMBERSHIP_FILTERS = [
  { value: 'members-only', title: 'Members-only sites' },
  { value: 'priority', title: 'Member priority entry' },
  { value: 'public', title: 'Open to everyone' },
] as const
/** The form's and the chips' words for the two line options. */
export const SHORTEST_LINE_TITLE = 'Shortest line first'
export const SHORT_LINE_TITLE = `Short line (${SHORT_LINE_MINUTES} min or less)`
export type MembershipFilter = (typeof MEMBERSHIP_FILTERS)[number]['value']
export type SitesView = 'list' | 'map'
/** The list's order besides its own (A to Z) and the walk: the shortest line first. */
export type SitesOrder = 'line'

export interface SiteFilter {
  neighborhoods: string[]
  category?: SiteCategory
  day?: FestivalDay
  /** 'full': fully accessible; 'partial': fully or partly. */
  wheelchair?: WheelchairFilter
  access: AccessFeature[]
  newThisYear: boolean
  membership?: MembershipFilter
  openNow: boolean
  /** Only sites whose host reported a short line recently (door/lines/wait.ts, isShortLine). */
  shortLine: boolean
  q: string
  /** Order by the walk from here (programme/sites/near.ts); the list's own order without it. */
  near?: Near
  /** 'line': the shortest line first (programme/sites/line-order.ts), the walk or A to Z breaking ties. */
  sort?: SitesOrder
  view: SitesView
  /** The page of the list shown (platform/lists/paging.ts); the map shows every result. */
  page: number
}

/** The fields of a site the filters read (a subset of the API's site record). */
export interface FilterableSite {
  name: string
  summary?: string
  style?: string
  architects?: string[]
  categories: string[]
  neighborhood?: { name?: string; slug?: string }
  accessibility?: {
    wheelchair?: string
    stepFreeEntrance?: boolean
    accessibleRestroom?: boolean
    elevator?: boolean
  }
  edition?: {
    hours: FestivalHours[]
    membersOnly: boolean
    memberPriority: boolean
    newThisYear: boolean
  }
}

export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,99}$/
const MAX_NEIGHBORHOODS = 30
const MAX_QUERY = 100
const CATEGORIES = valuesOf(SITE_CATEGORIES)
const DAYS = valuesOf(FESTIVAL_DAYS)

function all(params: SearchParamsLike, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key)
  const v = params[key]
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

function first(params: SearchParamsLike, key: string): string | undefined {
  return all(params, key)[0]
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value)
}

export function parseSiteFilter(params: SearchParamsLike): SiteFilter {
  const neighborhoods = [...new Set(all(params, 'neighborhood').filter((s) => SLUG_RE.test(s)))].slice(0, MAX_NEIGHBORHOODS)
  const access = new Set(all(params, 'access'))
  return {
    neighborhoods,
    category: oneOf(first(params, 'category'), CATEGORIES),
    day: oneOf(first(params, 'day'), DAYS),
    wheelchair: oneOf(first(params, 'wheelchair'), ['full', 'partial'] as const),
    access: ACCESS_FEATURES.filter((f) => access.has(f)),
    newThisYear: first(params, 'new') === '1',
    membership: oneOf(
      first(params, 'membership'),
      MEMBERSHIP_FILTERS.map((m) => m.value),
    ),
    openNow: first(params, 'open') === 'now',
    shortLine: first(params, 'line') === 'short',
    q: (first(params, 'q') ?? '').trim().slice(0, MAX_QUERY),
    near: parseNear(first(params, 'near')),
    sort: oneOf(first(params, 'sort'), ['line'] as const),
    view: first(params, 'view') === 'map' ? 'map' : 'list',
    page: parsePage(first(params, 'page')),
  }
}

/** The filter as a query string (without "?"), stable order, defaults left out. */
export function siteFilterQuery(filter: SiteFilter): string {
  const p = new URLSearchParams()
  for (const n of filter.neighborhoods) p.append('neighborhood', n)
  if (filter.category) p.set('category', filter.category)
  if (filter.day) p.set('day', filter.day)
  if (filter.wheelchair) p.set('wheelchair', filter.wheelchair)
  for (const a of filter.access) p.append('access', a)
  if (filter.newThisYear) p.set('new', '1')
  if (filter.membership) p.set('membership', filter.membership)
  if (filter.openNow) p.set('open', 'now')
  if (filter.shortLine) p.set('line', 'short')
  if (filter.q) p.set('q', filter.q)
  if (filter.near) p.set('near', nearValue(filter.near))
  if (filter.sort) p.set('sort', filter.sort)
  if (filter.view === 'map') p.set('view', 'map')
  else if (filter.page > 1) p.set('page', String(filter.page))
  return p.toString()
}

/** Lower case without accents, so "cafe" finds "Café". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function matchesText(site: FilterableSite, words: string[]): boolean {
  if (words.length === 0) return true
  const hay = foldText([site.name, site.neighborhood?.name, site.style, site.summary, ...(site.architects ?? [])].filter(Boolean).join(' '))
  return words.every((w) => hay.includes(w))
}

export interface FilterContext {
  now: Date
  timeZone: string
}

export function siteMatches(site: FilterableSite, f: SiteFilter, ctx: FilterContext, words = queryWords(f.q)): boolean {
  const a = site.accessibility ?? {}
  const e = site.edition
  if (f.neighborhoods.length && !f.neighborhoods.includes(site.neighborhood?.slug ?? '')) return false
  if (f.category && !site.categories.includes(f.category)) return false
  if (f.day && !(e && hoursOn(e.hours, f.day))) return false
  if (f.wheelchair === 'full' && a.wheelchair !== 'full') return false
  if (f.wheelchair === 'partial' && a.wheelchair !== 'full' && a.wheelchair !== 'partial') return false
  if (f.access.some((feature) => a[feature] !== true)) return false
  if (f.newThisYear && !e?.newThisYear) return false
  if (f.membership === 'members-only' && !e?.membersOnly) return false
  if (f.membership === 'priority' && !e?.memberPriority) return false
  if (f.membership === 'public' && e?.membersOnly) return false
  if (f.openNow) {
    const state = e ? openState(e.hours, ctx.now, ctx.timeZone).state : 'closed'
    if (state !== 'open' && state !== 'closes-soon') return false
  }
  return matchesText(site, words)
}

function queryWords(q: string): string[] {
  return foldText(q).split(/\s+/).filter(Boolean)
}

export function applySiteFilter<S extends FilterableSite>(sites: readonly S[], f: SiteFilter, ctx: FilterContext): S[] {
  const words = queryWords(f.q)
  return sites.filter((s) => siteMatches(s, f, ctx, words))
}

/** True when any filter is set (not the orders, the view or the page: they leave every site in). */
export function isFiltered(f: SiteFilter): boolean {
  return siteFilterQuery({ ...f, near: undefined, sort: undefined, view: 'list', page: 1 }) !== ''
}
