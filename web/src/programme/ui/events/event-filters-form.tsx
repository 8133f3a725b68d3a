import { EVENT_CATEGORIES } from '@ohc/schemas/names'
import { LiveFilterForm } from '@/ui/filters/live-filter-form.client'
import { AUDIENCE_FILTERS, PRICE_FILTERS, type EventFilters } from '@/programme/events/event-filters'
import { formatDay } from '@/kernel/time'
import styles from './events.module.css'
import Link from '@/ui/link'

// The events list's filters as a GET form: its state is the URL's query, so it works without
// JavaScript, can be shared, and the back button steps through earlier filters. With JavaScript a
// change applies at once (LiveFilterForm); the button stays for keyboard and no-script use.

export function EventFiltersForm({ filters, days }: { filters: EventFilters; days: string[] }) {
  return (
    <LiveFilterForm label="Filter events" className={styles.filters}>
      <div className="field">
        <label htmlFor="filter-day">Day</label>
        <select id="filter-day" name="day" defaultValue={filters.day ?? ''}>
          <option value="">Any day</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {formatDay(day)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field ${styles.categories}`}>
        <legend>Categories</legend>
        {EVENT_CATEGORIES.map((c) => (
          <label key={c.value} className="check">
            <input type="checkbox" name="category" value={c.value} defaultChecked={filters.categories.includes(c.value)} /> {c.title}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="filter-price">Price</label>
        <select id="filter-price" name="price" defaultValue={filters.price ?? ''}>
          <option value="">Free and ticketed</option>
          {PRICE_FILTERS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-audience">Who can attend</label>
        <select id="filter-audience" name="audience" defaultValue={filters.audience ?? ''}>
          <option value="">Everyone and members</option>
          {AUDIENCE_FILTERS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button">
          Show events
        </button>
        {/* A full load resets the form's fields. */}
        <Link href="/events" className="button quiet">
          Clear filters
        </Link>
      </div>
    </LiveFilterForm>
  )
}
