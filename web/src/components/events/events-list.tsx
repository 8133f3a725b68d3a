import { EventCard } from './event-card'
import { EventFiltersForm } from './event-filters-form'
import styles from './events.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { eventDays, groupByDay, hasFilters, matchesEventFilters, type EventFilters } from '@/programme/event-filters'
import { formatDay } from '@/time'
import Link from '../link'
import { FilterChips } from '../filters/filter-chips'
import { FilterSheet, FiltersButton, resultsBarClass } from '../filters/filter-sheet'
import { eventFilterChips } from '@/programme/event-filter-chips'

// This festival's events by day, for one set of filters. /events renders it unfiltered (static,
// like any page); a filtered address is rendered once per normalised filter and kept in the page
// cache (list-addresses/results-address.ts).

/** This festival's events for one set of filters. */
export async function EventsList({ filters }: { filters: EventFilters }) {
  const [{ year, timeZone }, events] = await Promise.all([currentFestival(), liveList('events')])
  const shown = events.filter((e) => matchesEventFilters(e.fields, filters, timeZone))
  const chips = eventFilterChips(filters, formatDay)
  const counted = shown.length === 1 ? '1 event' : `${shown.length} events`
  const days = groupByDay(
    shown.map((e) => e.fields),
    timeZone,
  )

  return (
    <div data-template="events-list">
      <p className="eyebrow">Festival {year}</p>
      <h1>Events</h1>
      <p className="lede">Talks, guided tours, performances, workshops and family events across the city.</p>
      <FilterSheet id="events-filters" showLabel={`Show ${counted}`}>
        <EventFiltersForm
          key={JSON.stringify(filters)}
          filters={filters}
          days={eventDays(
            events.map((e) => e.fields),
            timeZone,
          )}
        />
      </FilterSheet>
      <div className={resultsBarClass}>
        <p role="status" data-testid="event-count" className={styles.count}>
          {counted}
          {hasFilters(filters) ? ` match your filters (of ${events.length})` : ''}
        </p>
        <FiltersButton sheet="events-filters" active={chips.length} />
      </div>
      <FilterChips chips={chips} path="/events" clearHref="/events" />
      {days.map(({ day, events: list }) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`}>{formatDay(day)}</h2>
          <ul className={`grid ${styles.list}`}>
            {list.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.length === 0 ? (
        <p className="notice">
          {/* A full load resets the filter form's fields. */}
          No events match these filters. <Link href="/events">Show all events</Link>
        </p>
      ) : null}
    </div>
  )
}
