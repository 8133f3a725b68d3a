import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import { LiveFilterForm } from '@/ui/filters/live-filter-form.client'
import { MapView } from '@/ui/map/map-view'
import { SiteCard } from './site-card'
import { SitesFilterFields } from './sites-filter-fields'
import styles from './sites.module.css'
import type { SiteFilter } from '@/programme/sites/filters'
import { sitesAddress, sitesListView } from '@/programme/sites/list-view'
import { Pager } from '@/ui/lists/pager'
import { FilterChips } from '@/ui/filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '@/ui/filters/filter-sheet'
import { NearMe } from './near-me.lazy'
import { count as countOf, NOUNS } from '@/kernel/text/count'

// The sites list (template sites-list) for one filter, as programme/sites/list-view.ts works it out. The
// page of /sites renders it unfiltered (static, like any page); a filtered address is rendered
// once per normalised filter and kept in the page cache (content/list-addresses/results-address.ts), and
// so is each page of results after the first (platform/lists/paging.ts). Results are server-rendered
// cards, or a map of every result (only their id, position, name and link cross to the browser).

/** The sites list for one filter, open-now answered for `now` (to the minute). */
export async function SitesList({ filter, now }: { filter: SiteFilter; now: Date }) {
  const [view, { units }] = await Promise.all([sitesListView(filter, now), getIdentity()])
  const count = view.results.length
  const counted = countOf(count, NOUNS.site)
  const address = (change: Partial<SiteFilter>) => sitesAddress(filter, change)

  return (
    <div data-template="sites-list" className={styles.page}>
      <header className={styles.head}>
        <p className="eyebrow">Open House {view.year}</p>
        <h1>Sites</h1>
      </header>
      <FilterSheet id="sites-filters" showLabel={`Show ${counted}`}>
        <LiveFilterForm key={view.query} label="Filter sites" className={styles.filters} defaults={{ view: 'list' }}>
          <SitesFilterFields
            filter={filter}
            neighborhoods={view.neighborhoods}
            nearSite={filter.near?.kind === 'site' ? view.nearName : undefined}
          />
        </LiveFilterForm>
      </FilterSheet>
      <section className={styles.results} aria-labelledby="sites-count">
        <div className={`${resultsBarClass} ${styles.resultsHead}`}>
          <p id="sites-count" role="status" className={styles.count}>
            {counted}
            {view.filtered ? ` of ${view.total}` : ''}
          </p>
          <FiltersButton sheet="sites-filters" active={view.chips.length} />
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
        <FilterChips chips={view.chips} path="/sites" clearHref={filter.view === 'map' ? '/sites?view=map' : '/sites'} />
        {count === 0 ? (
          <p className="notice">No site matches all of these filters. Try removing one.</p>
        ) : filter.view === 'map' ? (
          <MapView cluster label={`Map of ${count} sites`} markers={view.markers} />
        ) : (
          <>
            <ul className={`grid ${styles.cards}`}>
              {view.paged.items.map(({ item, walk, wait, line }) => (
                <SiteCard key={item.id} site={item} day={filter.day} walk={walk && { ...walk, units }} wait={wait} line={line} />
              ))}
            </ul>
            <Pager paged={view.paged} noun="sites" href={(page) => address({ view: 'list', page })} />
          </>
        )}
      </section>
    </div>
  )
}
