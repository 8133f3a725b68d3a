import { chipsFrom, type FilterChip } from '@/platform/lists/filter-chips'
import type { Words } from '@/platform/i18n/catalogues'
import { SHORT_LINE_MINUTES } from '@/door/lines/wait'
import { siteFilterQuery, type SiteFilter } from './filters'

// The sites list's active filters as chips (platform/lists/filter-chips.ts), in the form's order,
// in the list's language (the catalogue's `sites` words; `site` for a category's title).

export function siteFilterChips(
  filter: SiteFilter,
  neighborhoodName: (slug: string) => string | undefined,
  /** What the list is ordered from ("you", a site's or a neighborhood's name), when it is. */
  nearName: string | undefined,
  t: Words<'sites'>,
  category: (value: string) => string,
): FilterChip[] {
  const f: SiteFilter = { ...filter, page: 1 }
  const values: { label: string; without: (f: SiteFilter) => SiteFilter }[] = []
  if (f.near && nearName) values.push({ label: t('chip.near', { name: nearName }), without: (x) => ({ ...x, near: undefined }) })
  if (f.sort === 'line') values.push({ label: t('field.shortestLine'), without: (x) => ({ ...x, sort: undefined }) })
  if (f.q) values.push({ label: `“${f.q}”`, without: (x) => ({ ...x, q: '' }) })
  for (const slug of f.neighborhoods) {
    values.push({
      label: neighborhoodName(slug) ?? slug,
      without: (x) => ({ ...x, neighborhoods: x.neighborhoods.filter((n) => n !== slug) }),
    })
  }
  if (f.category) values.push({ label: category(f.category), without: (x) => ({ ...x, category: undefined }) })
  if (f.day) values.push({ label: t(`field.${f.day}`), without: (x) => ({ ...x, day: undefined }) })
  if (f.wheelchair) {
    const label = f.wheelchair === 'full' ? t('chip.wheelchairFull') : t('chip.wheelchairPartial')
    values.push({ label, without: (x) => ({ ...x, wheelchair: undefined }) })
  }
  for (const feature of f.access) {
    values.push({ label: t(`field.${feature}`), without: (x) => ({ ...x, access: x.access.filter((a) => a !== feature) }) })
  }
  if (f.openNow) values.push({ label: t('field.openNow'), without: (x) => ({ ...x, openNow: false }) })
  if (f.shortLine)
    values.push({ label: t('field.shortLine', { minutes: SHORT_LINE_MINUTES }), without: (x) => ({ ...x, shortLine: false }) })
  if (f.newThisYear) values.push({ label: t('field.newThisYear'), without: (x) => ({ ...x, newThisYear: false }) })
  if (f.membership) values.push({ label: t(`field.${f.membership}`), without: (x) => ({ ...x, membership: undefined }) })
  return chipsFrom(f, values, siteFilterQuery)
}
