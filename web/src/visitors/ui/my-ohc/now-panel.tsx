import Link from '@/ui/link'
import { formatDuration, formatZonedTime } from '@/kernel/time'
import { nowOnPlan } from '@/visitors/itineraries/now'
import type { DayView } from '@/visitors/itineraries/view'
import { ReplanHere } from './replan-here.client'
import styles from './timeline.module.css'

// "Now", on a festival day with a plan: where the plan has you, the next stop and when to leave
// for it, and "Replan from here" for the rest of the day.

export function NowPanel({ view, timeZone, now }: { view: DayView; timeZone: string; now: Date }) {
  const plan = view.plan
  if (!plan || plan.visits.length + plan.unplanned.length === 0) return null
  const { current, next, leaveAt, ahead } = nowOnPlan(plan, now)
  const title = (stop: { title: string; href?: string }) => (stop.href ? <Link href={stop.href}>{stop.title}</Link> : stop.title)
  return (
    <section className={styles.now} aria-labelledby="now-heading" data-now="">
      <h3 id="now-heading">Now · {formatZonedTime(now, timeZone)}</h3>
      {current ? (
        <p>
          At {title(current.stop)} until {formatZonedTime(current.departure, timeZone)}.
        </p>
      ) : null}
      {next ? (
        <p>
          Next: <strong>{title(next.stop)}</strong> at {formatZonedTime(next.arrival, timeZone)}. Leave at{' '}
          <strong>{formatZonedTime(leaveAt!, timeZone)}</strong>
          {next.walk ? ` (${formatDuration(next.walk.minutes)} walk)` : ''}.
        </p>
      ) : (
        <p>Nothing left on today’s plan.</p>
      )}
      {ahead.length ? (
        <ReplanHere
          date={view.day.date}
          timeZone={timeZone}
          stops={ahead}
          drawnAt={now.toISOString()}
          {...(view.lineWaits ? { lineWaits: view.lineWaits } : {})}
        />
      ) : null}
    </section>
  )
}
