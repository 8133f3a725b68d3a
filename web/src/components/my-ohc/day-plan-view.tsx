import Link from '../link'
import { STREET_FACTOR, WALKING_KMH } from '@/geo'
import { WARNING_TEXT } from '@/itineraries/day-plan'
import { formatZonedTime } from '@/time'
import type { DayView } from '@/itineraries/view'
import styles from './itinerary.module.css'

// The day plan of one festival day: stops in walking order with arrival times, the walk between
// them, and warnings from the sites' hours. Rendered on the server (no interaction).

export function DayPlanView({ view, timeZone }: { view: DayView; timeZone: string }) {
  const { day, plan, unplaced } = view
  const headingId = `plan-${day.date}`
  if (!plan && unplaced.length === 0) return null
  return (
    <section className={styles.dayPlan} aria-labelledby={headingId} data-day-plan={day.date}>
      <h3 id={headingId}>Day plan: {day.label}</h3>
      {plan ? (
        <>
          <p className="muted">
            Starts {formatZonedTime(plan.start, timeZone)} · {plan.walkMinutes} min walking ({(plan.walkKm * STREET_FACTOR).toFixed(1)} km
            along streets at {WALKING_KMH} km/h)
            {plan.givenOrderKm - plan.walkKm > 0.05
              ? ` · ${((plan.givenOrderKm - plan.walkKm) * STREET_FACTOR).toFixed(1)} km shorter than your list order`
              : ''}
          </p>
          <ol className={styles.planStops}>
            {plan.stops.map((planned) => (
              <li key={planned.stop.id} data-plan-stop="">
                {planned.walk ? (
                  <p className={styles.walk} data-walk-minutes={planned.walk.minutes}>
                    Walk {planned.walk.minutes} min
                  </p>
                ) : null}
                <p className={styles.planTitle}>
                  <strong>{formatZonedTime(planned.waitsUntil ?? planned.arrival, timeZone)}</strong>{' '}
                  {planned.stop.href ? <Link href={planned.stop.href}>{planned.stop.title}</Link> : planned.stop.title}
                  {planned.waitsUntil ? <span className="muted"> (opens {formatZonedTime(planned.waitsUntil, timeZone)})</span> : null}
                </p>
                {planned.warnings.map((warning) => (
                  <span key={warning} className="badge warn" data-warning={warning}>
                    {WARNING_TEXT[warning]}
                  </span>
                ))}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {unplaced.length ? <p className="muted">Not on the plan (no location): {unplaced.map((item) => item.title).join(', ')}</p> : null}
    </section>
  )
}
