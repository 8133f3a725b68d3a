import { EventCard } from './event-card'
import { EventFiltersForm } from './event-filters-form'
import styles from './events.module.css'
import type { EventFilters } from '@/programme/events/event-filters'
import { eventsListView } from '@/programme/events/events-list'
import { formatDay } from '@/kernel/time'
import Link from '@/ui/link'
import { FilterChips } from '@/ui/filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '@/ui/filters/filter-sheet'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguages, fallbackOf } from '@/content/page-language'

// This festival's events by day, for one set of filters, as programme/events/events-list.ts works it
// out. /events renders it unfiltered (static, like any page); a filtered address is rendered once
// per normalised filter and kept in the page cache (content/list-addresses/results-address.ts).
// In the page's language: the events' translations and the catalogue's `events` words.

/** This festival's events for one set of filters. */
export async function EventsList({ filters, language }: { filters: EventFilters; language: string }) {
  const [view, languages] = await Promise.all([eventsListView(filters, language), pageLanguages()])
  const t = wordsIn(language, 'events')
  const lists = wordsIn(language, 'lists')
  const chrome = wordsIn(language, 'chrome')
  const fallback = fallbackOf(language, languages)
  const count = view.shown

  return (
    <div data-template="events-list" lang={language}>
      <p className="eyebrow">{chrome('festivalYear', { year: String(view.year) })}</p>
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede')}</p>
      <FilterSheet id="events-filters" showLabel={t('show', { count })} words={{ title: lists('filters'), close: lists('close') }}>
        <EventFiltersForm key={JSON.stringify(filters)} filters={filters} days={view.allDays} language={language} />
      </FilterSheet>
      <div className={resultsBarClass}>
        <p role="status" data-testid="event-count" className={styles.count}>
          {view.filtered ? t('countOf', { count, total: view.total }) : t('count', { count })}
        </p>
        <FiltersButton
          sheet="events-filters"
          active={view.chips.length}
          label={view.chips.length > 0 ? lists('filtersCount', { count: view.chips.length }) : lists('filters')}
        />
      </div>
      <FilterChips
        chips={view.chips}
        path="/events"
        clearHref="/events"
        words={{ active: lists('activeFilters'), remove: lists.raw('removeFilter'), clearAll: lists('clearAll') }}
      />
      {view.days.map(({ day, events: list }) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`}>{formatDay(day, false, language)}</h2>
          <ul className={`grid ${styles.list}`}>
            {list.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} timeZone={view.timeZone} language={language} fallback={fallback} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {view.shown === 0 ? (
        <p className="notice">
          {/* A full load resets the filter form's fields. */}
          {t('noMatch')} <Link href="/events">{t('showAll')}</Link>
        </p>
      ) : null}
    </div>
  )
}
