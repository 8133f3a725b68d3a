import Link from '../link'
import { getSettings } from '@/content/settings'
import { LiveFilterForm } from '../filters/live-filter-form.client'
import { MapView } from '../map/map-view'
import { SiteCard } from './site-card'
import { liveSites, type Site } from '@/content/sites'
import { SitesFilterFields } from './sites-filter-fields'
import styles from './sites.module.css'
import { applySiteFilter, isFiltered, siteFilterQuery, type SiteFilter } from '@/sites/filters'
import { placeLabel } from '@/geo/public-location'
import { isPreview } from '@/content/preview'
import { Pager } from '../lists/pager'
import { FilterChips } from '../filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '../filters/filter-sheet'
import { siteFilterChips } from '@/sites/filter-chips'
import { byWalk, nearOrigin, type Walk } from '@/sites/near'
import { NearMe } from './near-me.lazy'
import { pageOf } from '@/lib/lists/paging'

// The sites list (template sites-list) for one filter. The page of /sites renders it unfiltered
// (static, like any page); a filtered address is rendered once per normalised filter and kept in
// the page cache (list-addresses/results-address.ts), and so is each page of results after the first
// (lib/lists/paging.ts). Results are server-rendered cards, or a map of every result (only their
// id, position, name and link cross to the browser).

/** The sites list for one filter, open-now answered for `now` (to the minute). */
export async function SitesList({ filter, now }: { filter: SiteFilter; now: Date }) {
  const draft = await isPreview()
  const settings = await getSettings({ draft })
  const { sites, neighborhoods } = await liveSites(settings.currentYear, { draft })
  const results = applySiteFilter(sites, filter, { now, timeZone: settings.timeZone })
  const origin = nearOrigin(filter.near, { sites, neighborhoods })
  const ordered: { item: Site; walk?: Walk }[] = origin ? byWalk(results, origin.point) : results.map((item) => ({ item }))
  const paged = pageOf(ordered, filter.page)
  const query = siteFilterQuery({ ...filter, view: 'list', page: 1 })
  const address = (change: Partial<SiteFilter>) => {
    const qs = siteFilterQuery({ ...filter, ...change })
    return qs ? `/sites?${qs}` : '/sites'
  }
  const names = new Map(neighborhoods.map((n) => [n.slug, n.name]))
  const chips = siteFilterChips(filter, (slug) => names.get(slug), origin?.name)
  const counted = results.length === 1 ? '1 site' : `${results.length} sites`

  return (
    <div data-template="sites-list" className={styles.page}>
      <header className={styles.head}>
        <p className="eyebrow">Open House {settings.currentYear}</p>
        <h1>Sites</h1>
      </header>
      <FilterSheet id="sites-filters" showLabel={`Show ${counted}`}>
        <LiveFilterForm key={query} label="Filter sites" className={styles.filters} defaults={{ view: 'list' }}>
          <SitesFilterFields
            filter={filter}
            neighborhoods={neighborhoods}
            nearSite={filter.near?.kind === 'site' ? origin?.name : undefined}
          />
        </LiveFilterForm>
      </FilterSheet>
      <section className={styles.results} aria-labelledby="sites-count">
        <div className={`${resultsBarClass} ${styles.resultsHead}`}>
          <p id="sites-count" role="status" className={styles.count}>
            {counted}
            {isFiltered(filter) ? ` of ${sites.length}` : ''}
          </p>
          <FiltersButton sheet="sites-filters" active={chips.length} />
          <NearMe sheet="sites-filters" />
          <nav aria-label="Show as" className="cluster">
            <Link
              href={address({ view: 'list', page: 1 })}
              className="button quiet"
              aria-current={filter.view === 'list' ? 'page' : undefined}
            >
              List
            </Link>
            <Link href={address({ view: 'map' })} className="button quiet" aria-current={filter.view === 'map' ? 'page' : undefined}>
              Map
            </Link>
          </nav>
        </div>
        <FilterChips chips={chips} path="/sites" clearHref={filter.view === 'map' ? '/sites?view=map' : '/sites'} />
        {results.length === 0 ? (
          <p className="notice">No site matches all of these filters. Try removing one.</p>
        ) : filter.view === 'map' ? (
          <MapView
            cluster
            label={`Map of ${results.length} sites`}
            markers={results.map((s) => ({
              id: s.id,
              lat: s.location.lat,
              lng: s.location.lng,
              label: placeLabel(s.name, s.location),
              href: `/sites/${s.slug}`,
            }))}
          />
        ) : (
          <>
            <ul className={`grid ${styles.cards}`}>
              {paged.items.map(({ item, walk }) => (
                <SiteCard key={item.id} site={item} day={filter.day} walk={walk} />
              ))}
            </ul>
            <Pager paged={paged} noun="sites" href={(page) => address({ view: 'list', page })} />
          </>
        )}
      </section>
    </div>
  )
}
