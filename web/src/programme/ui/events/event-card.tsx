import Link from '@/ui/link'
import type { EventPage } from '@/content/records/programme-pages'
import { formatZonedTimeRange } from '@/kernel/time'
import { eventCategoryTitle } from './labels'
import styles from './events.module.css'
import { StatusBadge } from '@/programme/ui/status/status-notice'

type EventFields = Omit<EventPage['fields'], 'description'>

/** One event in the list: when, where, what kind, and the markers a visitor decides by. */
export function EventCard({ event, timeZone }: { event: EventFields; timeZone: string }) {
  const zone = event.timeZone ?? timeZone
  return (
    <article className={`card ${styles.event}`} data-cancelled={event.cancelled || undefined}>
      <div className="card-body">
        <p className={styles.when}>
          <time dateTime={event.start}>{formatZonedTimeRange(event.start, event.end, zone)}</time>
        </p>
        <h3 className="card-title">
          <Link href={`/events/${event.slug}`}>{event.title}</Link>
        </h3>
        {event.venue?.name || event.venue?.site ? <p className="muted">{event.venue.name ?? event.venue.site?.name}</p> : null}
        <p className="cluster">
          <StatusBadge status={event.status} />
          {event.cancelled && event.status?.kind !== 'cancelled' ? <span className="badge warn">Cancelled</span> : null}
          {event.membersOnly ? <span className="badge member">Members only</span> : null}
          <span className="badge">{event.isFree ? 'Free' : 'Ticketed'}</span>
          {event.categories.map((c) => (
            <span key={c} className="badge closed">
              {eventCategoryTitle(c)}
            </span>
          ))}
        </p>
      </div>
    </article>
  )
}
