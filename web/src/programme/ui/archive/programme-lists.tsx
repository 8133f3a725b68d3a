import { TOUR_MODES, TRAIL_MODES, type DistanceUnit } from '@ohc/schemas/names'
import { distanceLabel } from '@/kernel/geo/distance-label'
import { formatZonedDateTime } from '@/kernel/time'
import type { ArchivedYear } from '@/content/records/archive'
import styles from './programme-lists.module.css'

// An archived year's events, festival site tours and trails, as plain lists: a record of what
// happened, with the day and place. (Events of past years have no pages of their own.)

const modeTitle = (list: readonly { value: string; title: string }[], value: string | undefined) =>
  list.find((option) => option.value === value)?.title

interface ProgrammeListsProps {
  year: number
  content: Pick<ArchivedYear, 'events' | 'tours' | 'trails'>
  /** The festival's time zone (from the settings), for events that do not name their own. */
  timeZone: string
  /** The settings' units, for the trails' lengths. */
  units: DistanceUnit
}

export function ProgrammeLists({ year, content, timeZone, units }: ProgrammeListsProps) {
  const { events, tours, trails } = content
  if (events.length + tours.length + trails.length === 0) return null
  return (
    <div className={styles.columns}>
      {events.length > 0 ? (
        <section aria-labelledby="archive-events">
          <h2 id="archive-events">Events in {year}</h2>
          <ul className={styles.list}>
            {events.map((event) => (
              <li key={event.slug}>
                <strong>{event.title}</strong>
                <span className={`muted ${styles.meta}`}>
                  {formatZonedDateTime(event.start, event.timeZone ?? timeZone, 'short')}
                  {event.venue ? ` · ${event.venue}` : ''}
                </span>
                {event.cancelled ? <span className="badge closed">Cancelled</span> : null}
                {event.membersOnly ? <span className="badge member">Members only</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div>
        {tours.length > 0 ? (
          <section aria-labelledby="archive-tours">
            <h2 id="archive-tours">Site tours in {year}</h2>
            <ul className={styles.list}>
              {tours.map((tour) => (
                <li key={tour.slug}>
                  <strong>{tour.title}</strong>
                  {tour.mode ? <span className={`muted ${styles.meta}`}>{modeTitle(TOUR_MODES, tour.mode)}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {trails.length > 0 ? (
          <section aria-labelledby="archive-trails">
            <h2 id="archive-trails">Trails in {year}</h2>
            <ul className={styles.list}>
              {trails.map((trail) => (
                <li key={trail.slug}>
                  <strong>{trail.title}</strong>
                  <span className={`muted ${styles.meta}`}>
                    {[modeTitle(TRAIL_MODES, trail.mode), trail.distanceKm ? distanceLabel(trail.distanceKm * 1000, units) : undefined]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
