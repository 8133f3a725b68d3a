import { statusTitle } from '@/programme/status/notice'
import Link from '@/ui/link'
import type { Tour } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { capacitySummary, describeDays, sessionsByDay, sessionTime } from '@/programme/tours/tour-schedule'
import { formatDuration, formatWallTime } from '@/kernel/time'
import styles from './tours.module.css'

// A tour in the list: city tours with their timetable and prices, festival site tours with their
// sessions by day.

function fromPrice(tour: Tour['fields'], currency: string): string | undefined {
  if (tour.priceTiers.length === 0) return undefined
  const lowest = Math.min(...tour.priceTiers.map((t) => t.amount))
  if (tour.priceTiers.every((t) => t.amount === 0)) return 'Free'
  return `From ${formatPrice(lowest, currency)}`
}

export function TourCard({
  tour,
  timeZone,
  currency,
  level = 'h3',
}: {
  tour: Tour['fields']
  timeZone: string
  /** The settings' currency, for the price. */
  currency: string
  level?: 'h3' | 'h4'
}) {
  const price = fromPrice(tour, currency)
  const Heading = level
  return (
    <article className={`card ${styles.tour}`}>
      <div className="card-body">
        <Heading className="card-title">
          <Link href={`/tours/${tour.slug}`}>{tour.title}</Link>
        </Heading>
        {tour.summary ? <p>{tour.summary}</p> : null}
        <p className="cluster">
          {tour.durationMinutes ? <span className="badge closed">{formatDuration(tour.durationMinutes)}</span> : null}
          {price ? <span className="badge">{price}</span> : null}
          {tour.membersOnly ? <span className="badge member">Members only</span> : null}
        </p>
        {tour.kind === 'city'
          ? tour.schedule.map((s, i) => (
              <p key={i} className="muted">
                {describeDays(s.days)}: {s.startTimes.map(formatWallTime).join(', ')}
              </p>
            ))
          : null}
        {tour.kind === 'festival' && tour.sessions.length ? (
          <>
            <p className="muted">
              {tour.sessions.length} sessions · {capacitySummary(tour.sessions)}
            </p>
            <ul className={styles.sessions} aria-label={`Sessions of ${tour.title}`}>
              {sessionsByDay(tour.sessions, timeZone).map(({ day, label, sessions }) => (
                <li key={day}>
                  <strong>{label}:</strong>{' '}
                  {sessions
                    .map((s) => `${sessionTime(s, timeZone)} (${s.status ? statusTitle(s.status).toLowerCase() : `${s.capacity} places`})`)
                    .join(', ')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {tour.meetingPoint?.name ? <p className="muted">Meets at {tour.meetingPoint.name}</p> : null}
      </div>
    </article>
  )
}
