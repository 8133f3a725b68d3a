import { chipsFrom, type FilterChip } from '@/platform/lists/filter-chips'
import { categoryTitle, dayTitle } from './labels'
import {
  ACCESS_FEATURE_TITLES,
  MEMBERSHIP_FILTERS,
  SHORTEST_LINE_TITLE,
  SHORT_LINE_TITLE,
  siteFilterQuery,
  type SiteFilter,
} from './filters'

// The sites list's active filters as chips (platform/lists/filter-chips.ts), in the form's order.

const WHEELCHAIR_CHIPS = { full: 'Fully wheelchair accessible', partial: 'Wheelchair accessible (fully or partly)' } as const

export function siteFilterChips(
  filter: SiteFilter,
  neighborhoodName: (slug: string) => string | undefined,
  /** What the list is ordered from ("you", a site's or a neighborhood's name), when it is. */
  nearName?: string,
): FilterChip[] {
  const f: SiteFilter = { ...filter, page: 1 }
  const values: { label: string; without: (f: SiteFilter) => SiteFilter }[] = []
  if (f.near && nearName) values.push({ label: `Near ${nearName}`, without: (x) => ({ ...x, near: undefined }) })
  if (f.sort === 'line') values.push({ label: SHORTEST_LINE_TITLE, without: (x) => ({ ...x, sort: undefined }) })
  if (f.q) values.push({ label: `“${f.q}”`, without: (x) => ({ ...x, q: '' }) })
  for (const slug of f.neighborhoods) {
    values.push({
      label: neighborhoodName(slug) ?? slug,
      without: (x) => ({ ...x, neighborhoods: x.neighborhoods.filter((n) => n !== slug) }),
    })
  }
  if (f.category) values.push({ label: categoryTitle(f.category), without: (x) => ({ ...x, category: undefined }) })
  if (f.day) values.push({ label: dayTitle(f.day), without: (x) => ({ ...x, day: undefined }) })
  if (f.wheelchair) values.push({ label: WHEELCHAIR_CHIPS[f.wheelchair], without: (x) => ({ ...x, wheelchair: undefined }) })
  for (const feature of f.access) {
    values.push({ label: ACCESS_FEATURE_TITLES[feature], without: (x) => ({ ...x, access: x.access.filter((a) => a !== feature) }) })
  }
  if (f.openNow) values.push({ label: 'Open now', without: (x) => ({ ...x, openNow: false }) })
  if (f.shortLine) values.push({ label: SHORT_LINE_TITLE, without: (x) => ({ ...x, shortLine: false }) })
  if (f.newThisYear) values.push({ label: 'New this year', without: (x) => ({ ...x, newThisYear: false }) })
  if (f.membership) {
    const title = MEMBERSHIP_FILTERS.find((m) => m.value === f.membership)!.title
    values.push({ label: title, without: (x) => ({ ...x, membership: undefined }) })
  }
  return chipsFrom(f, values, siteFilterQuery)
}
