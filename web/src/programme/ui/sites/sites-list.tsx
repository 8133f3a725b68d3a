import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import { LiveFilterForm } from '@/ui/filters/live-filter-form.client'
import { MapView } from '@/ui/map/map-view'
import { mapWordsIn } from '@/platform/i18n/map-words'
import { SiteCard } from './site-card'
import { SitesFilterFields } from './sites-filter-fields'
import styles from './sites.module.css'
import type { SiteFilter } from '@/programme/sites/filters'
import { sitesAddress, sitesListView } from '@/programme/sites/list-view'
import { Pager } from '@/ui/lists/pager'
import { FilterChips } from '@/ui/filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '@/ui/filters/filter-sheet'
import { NearMe } from './near-me.lazy'
import { wordsIn } from '@/platform/i18n/catalogues'

// The sites list (template sites-list) for one filter, as programme/sites/list-view.ts works it out. The
// page of /sites renders it unfiltered (static, like any page); a filtered address is rendered
// once per normalised filter and kept in the page cache (content/list-addresses/results-address.ts), and
// so is each page of results after the first (platform/lists/paging.ts). Results are server-rendered
// cards, or a map of every result (only their id, position, name and link cross to the browser).
// In the page's language: the sites' translations and the catalogue's `sites` words.

/** The sites list for one filter, open-now answered for `now` (to the minute), in `language`. */
export async function SitesList({ filter, now, language }: { filter: SiteFilter; now: Date; language: string }) {
  const [view, { units }] = await Promise.all([sitesListView(filter, now, language), getIdentity()])
  const t = wordsIn(language, 'sites')
  const words = wordsIn(language, 'site')
  const lists = wordsIn(language, 'lists')
  const count = view.results.length
  const address = (change: Partial<SiteFilter>) => sitesAddress(filter, change)
  const nearMe = {
    button: t('nearMe.button'),
    finding: t('nearMe.finding'),
    denied: t('nearMe.denied'),
    unavailable: t('nearMe.unavailable'),
    timeout: t('nearMe.timeout'),
    instead: t.raw('nearMe.instead'),
  }

  return (
    <div data-template="sites-list" className={styles.page} lang={language}>
      <header className={styles.head}>
        <p className="eyebrow">{t('eyebrow', { year: String(view.year) })}</p>
        <h1>{t('title')}</h1>
      </header>
      <FilterSheet id="sites-filters" showLabel={t('show', { count })} words={{ title: lists('filters'), close: lists('close') }}>
        <LiveFilterForm key={view.query} label={t('filterLabel')} className={styles.filters} defaults={{ view: 'list' }}>
          <SitesFilterFields
            filter={filter}
            neighborhoods={view.neighborhoods}
            nearSite={filter.near?.kind === 'site' ? view.nearName : undefined}
            t={t}
            category={words}
          />
        </LiveFilterForm>
      </FilterSheet>
      <section className={styles.results} aria-labelledby="sites-count">
        <div className={`${resultsBarClass} ${styles.resultsHead}`}>
          <p id="sites-count" role="status" className={styles.count}>
            {view.filtered ? t('countOf', { count, total: view.total }) : t('count', { count })}
          </p>
          <FiltersButton
            sheet="sites-filters"
            active={view.chips.length}
            label={view.chips.length > 0 ? lists('filtersCount', { count: view.chips.length }) : lists('filters')}
          />
          <NearMe sheet="sites-filters" words={nearMe} />
          <nav aria-label={t('showAs')} className="cluster">
            <Link
              href={address({ view: 'list', page: 1 })}
              className="button quiet"
              aria-current={filter.view === 'list' ? 'page' : undefined}
            >
              {t('list')}
            </Link>
            <Link href={address({ view: 'map' })} className="button quiet" aria-current={filter.view === 'map' ? 'page' : undefined}>
              {t('map')}
            </Link>
          </nav>
        </div>
        <FilterChips
          chips={view.chips}
          path="/sites"
          clearHref={filter.view === 'map' ? '/sites?view=map' : '/sites'}
          words={{ active: lists('activeFilters'), remove: lists.raw('removeFilter'), clearAll: lists('clearAll') }}
        />
        {count === 0 ? (
          <p className="notice">{t('noMatch')}</p>
        ) : filter.view === 'map' ? (
          <MapView cluster label={t('mapLabel', { count })} markers={view.markers} words={mapWordsIn(language)} />
        ) : (
          <>
            <ul className={`grid ${styles.cards}`}>
              {view.paged.items.map(({ item, walk, wait, line }) => (
                <SiteCard
                  key={item.id}
                  site={item}
                  day={filter.day}
                  walk={walk && { ...walk, units }}
                  wait={wait}
                  line={line}
                  language={language}
                />
              ))}
            </ul>
            <Pager
              paged={view.paged}
              noun="sites"
              href={(page) => address({ view: 'list', page })}
              words={{
                pages: t('pages'),
                range: t('range', { first: view.paged.first, last: view.paged.last, total: view.paged.total }),
                previous: t('previous'),
                next: t('next'),
                page: t.raw('page'),
              }}
            />
          </>
        )}
      </section>
    </div>
  )
}
