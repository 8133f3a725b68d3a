import { EventCard } from './event-card'
import { EventFiltersForm } from './event-filters-form'
import styles from './events.module.css'
import type { EventFilters } from '@/programme/events/event-filters'
import { eventsListView } from '@/programme/events/events-list'
import { formatDay } from '@/kernel/time'
import Link from '@/ui/link'
import { FilterChips } from '@/ui/filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '@/ui/filters/filter-sheet'
import { count, NOUNS } from '@/kernel/text/count'

// This festival's events by day, for one set of filters, as programme/events/events-list.ts works it
// out. /events renders it unfiltered (static, like any page); a filtered address is rendered once
// per normalised filter and kept in the page cache (content/list-addresses/results-address.ts).

/** This festival's events for one set of filters. */
export async function EventsList({ filters }: { filters: EventFilters }) {
  const view = await eventsListView(filters)
  const counted = count(view.shown, NOUNS.event)

  return (
    <div data-template="events-list">
      <p className="eyebrow">Festival {view.year}</p>
      <h1>Events</h1>
      <p className="lede">Talks, guided tours, performances, workshops and family events across the city.</p>
      <FilterSheet id="events-filters" showLabel={`Show ${counted}`}>
        <EventFiltersForm key={JSON.stringify(filters)} filters={filters} days={view.allDays} />
      </FilterSheet>
      <div className={resultsBarClass}>
        <p role="status" data-testid="event-count" className={styles.count}>
          {counted}
          {view.filtered ? ` match your filters (of ${view.total})` : ''}
        </p>
        <FiltersButton sheet="events-filters" active={view.chips.length} />
      </div>
      <FilterChips chips={view.chips} path="/events" clearHref="/events" />
      {view.days.map(({ day, events: list }) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`}>{formatDay(day)}</h2>
          <ul className={`grid ${styles.list}`}>
            {list.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} timeZone={view.timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {view.shown === 0 ? (
        <p className="notice">
          {/* A full load resets the filter form's fields. */}
          No events match these filters. <Link href="/events">Show all events</Link>
        </p>
      ) : null}
    </div>
  )
}
