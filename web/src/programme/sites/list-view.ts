import { isPreview } from '@/content/preview'
import { getSettings } from '@/content/settings'
import { liveSites, type NeighborhoodOption, type Site } from '@/content/sites'
import type { MapMarker } from '@/kernel/geo/map-data'
import { placeLabelIn } from '@/platform/i18n/map-words'
import type { FilterChip } from '@/platform/lists/filter-chips'
import { pageOf, type Paged } from '@/platform/lists/paging'
import { now as clockNow } from '@/platform/clock'
import { liveWaits } from '@/door/lines/current'
import { waitSummary, waitText, type Wait } from '@/door/lines/wait'
import { siteFilterChips } from './filter-chips'
import { applySiteFilter, isFiltered, siteFilterQuery, type SiteFilter } from './filters'
import { byLine, withShortLine } from './line-order'
import { byWalk, nearOrigin, type Walk } from './near'
import { wordsIn } from '@/platform/i18n/catalogues'
import { categoryIn } from './category'
import { contentLang } from '@/content/page-language'

// What the sites list shows for one filter, worked out here so the component only renders it:
// the festival's live sites filtered, ordered by the walk from a chosen point, paged, with the
// chips that undo each filter and the map's markers. Every card says its site's line as the
// hosts reported it (door/lines/), read when the page is rendered: the page is at most a few seconds
// old (door/lines/announce.ts).

/** One result: the site, the walk to it when the list is near a point, its host's latest news. */
export interface SiteResult {
  item: Site
  walk?: Walk
  /** The wait as reported (its status goes with the editors' notices: programme/status/host-notices.ts). */
  wait?: Wait
  /** "~30 min line · reported 5 min ago", "No recent report". */
  line?: string
}

export interface SitesListView {
  year: number
  /** Every live site, for "12 of 240". */
  total: number
  filtered: boolean
  /** The results in order, with the walk to each when the list is near a point. */
  results: SiteResult[]
  paged: Paged<SiteResult>
  markers: MapMarker[]
  chips: FilterChip[]
  neighborhoods: NeighborhoodOption[]
  /** What "near" measures from, named: "you", a site or a neighborhood. */
  nearName: string | undefined
  /** The filter's query without view and page: the form's identity. */
  query: string
}

/** The sites list for one filter, open-now answered for `now` (to the minute), in the page's `language`. */
export async function sitesListView(filter: SiteFilter, now: Date, language: string): Promise<SitesListView> {
  const draft = await isPreview()
  const [settings, lang] = await Promise.all([getSettings({ draft }), contentLang(language)])
  const { sites, neighborhoods } = await liveSites(settings.currentYear, { draft, lang })
  const t = wordsIn(language, 'sites')
  const site = wordsIn(language, 'site')
  const at = clockNow()
  const waits = await liveWaits(at)
  const filtered = applySiteFilter(sites, filter, { now, timeZone: settings.timeZone })
  const matching = filter.shortLine ? withShortLine(filtered, waits) : filtered
  const origin = nearOrigin(filter.near, { sites, neighborhoods })
  const walked: { item: Site; walk?: Walk }[] = origin ? byWalk(matching, origin.point) : matching.map((item) => ({ item }))
  const ordered = filter.sort === 'line' ? byLine(walked, waits) : walked
  const results: SiteResult[] = ordered.map((r) => {
    const wait = waits.get(r.item.id)
    return wait ? { ...r, wait, line: waitText(wait, at, site, language) } : r
  })
  const names = new Map(neighborhoods.map((n) => [n.slug, n.name]))
  // "Near you" when the list measures from the visitor's own position.
  const nearName = filter.near?.kind === 'point' ? t('chip.you') : origin?.name
  return {
    year: settings.currentYear,
    total: sites.length,
    filtered: isFiltered(filter),
    results,
    paged: pageOf(results, filter.page),
    markers: matching.map((s) => {
      const line = waitSummary(waits.get(s.id), at, site, language)
      return {
        id: s.id,
        lat: s.location.lat,
        lng: s.location.lng,
        label: line ? `${placeLabelIn(s.name, s.location, language)} · ${line}` : placeLabelIn(s.name, s.location, language),
        href: `/sites/${s.slug}`,
      }
    }),
    chips: siteFilterChips(
      filter,
      (slug) => names.get(slug),
      nearName,
      t,
      (value) => categoryIn(value, site),
    ),
    neighborhoods,
    nearName,
    query: siteFilterQuery({ ...filter, view: 'list', page: 1 }),
  }
}

/** The address of the list with part of its filter changed. */
export function sitesAddress(filter: SiteFilter, change: Partial<SiteFilter>): string {
  const qs = siteFilterQuery({ ...filter, ...change })
  return qs ? `/sites?${qs}` : '/sites'
}
