import Link from '@/ui/link'
import type { Tour } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { describeDays } from '@/programme/tours/tour-schedule'
import { EXACT_FOR_MEMBERS } from '@/kernel/geo/public-location'
import { formatCalendarDate, formatDuration, formatWallTime } from '@/kernel/time'
import { tourModeTitle } from '../events/labels'
import styles from './tours.module.css'

// A tour's practical facts: kind, length, prices, where it starts and, for city tours, when.

function dateRange(from?: string, to?: string): string {
  const fmt = (d: string) => formatCalendarDate(d, 'month-day-year')
  if (from && to) return `${fmt(from)} to ${fmt(to)}`
  if (from) return `from ${fmt(from)}`
  if (to) return `until ${fmt(to)}`
  return ''
}

export function TourFacts({ tour, currency }: { tour: Tour['fields']; currency: string }) {
  return (
    <dl className="facts">
      <dt>Type</dt>
      <dd>{tourModeTitle(tour.mode)}</dd>
      {tour.durationMinutes ? (
        <>
          <dt>Duration</dt>
          <dd>{formatDuration(tour.durationMinutes)}</dd>
        </>
      ) : null}
      {tour.priceTiers.length ? (
        <>
          <dt>Price</dt>
          <dd>
            <ul className={styles.plainList}>
              {tour.priceTiers.map((tier) => (
                <li key={tier.label}>
                  {tier.label}: {formatPrice(tier.amount, currency)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {tour.meetingPoint ? (
        <>
          <dt>Meeting point</dt>
          <dd>
            {tour.meetingPoint.site?.slug ? (
              <Link href={`/sites/${tour.meetingPoint.site.slug}`}>{tour.meetingPoint.name ?? tour.meetingPoint.site.name}</Link>
            ) : (
              tour.meetingPoint.name
            )}
            {tour.meetingPoint.address ? (
              <>
                <br />
                {tour.meetingPoint.address}
              </>
            ) : tour.meetingPoint.location?.approximate ? (
              <>
                <br />
                {EXACT_FOR_MEMBERS} (on the site’s page).
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {tour.schedule.length ? (
        <>
          <dt>Schedule</dt>
          <dd data-testid="tour-schedule">
            {tour.schedule.map((s, i) => (
              <p key={i}>
                {describeDays(s.days)}, {s.startTimes.map(formatWallTime).join(', ')}
                {s.fromDate || s.toDate ? ` (${dateRange(s.fromDate, s.toDate)})` : ''}
              </p>
            ))}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
