import type { ReactNode } from 'react'
import Link from '@/ui/link'
import type { DistanceUnit } from '@ohc/schemas/names'
import { STREET_FACTOR } from '@/kernel/geo'
import { distanceLabel } from '@/kernel/geo/distance-label'
import { formatDuration, formatZonedTime } from '@/kernel/time'
import type { PlannedVisit } from '@/visitors/planner'
import type { DayView, PlanStopView } from '@/visitors/itineraries/view'
import styles from './timeline.module.css'
import { count, NOUNS } from '@/kernel/text/count'

// One festival day as a timeline, rendered on the server, in the order of the visitor's list:
// when to arrive at each stop and when to leave, the walk before it, any wait (a door not open yet, a booking not started, the line), the
// address and the member's note; then what does not fit that day, in the planner's words, with
// the other day the place is open. `action` is the owner's "Plan it for me", absent when shared.

const BOOKED: Record<string, string> = { tour: 'your tour', event: 'the event' }

function waitWords(visit: PlannedVisit<PlanStopView>, timeZone: string): string[] {
  const before = visit.waitMinutes - visit.lineMinutes
  const words: string[] = []
  if (before > 0)
    words.push(
      visit.stop.fixed
        ? `Wait ${formatDuration(before)} for ${BOOKED[visit.stop.fixed.kind ?? 'event'] ?? 'the start'} to start`
        : `Wait ${formatDuration(before)}: opens at ${formatZonedTime(new Date(visit.visitStart.getTime() - visit.lineMinutes * 60_000), timeZone)}`,
    )
  if (visit.lineMinutes > 0) words.push(`About ${formatDuration(visit.lineMinutes)} in line`)
  return words
}

function Title({ stop }: { stop: PlanStopView }) {
  return stop.href ? <Link href={stop.href}>{stop.title}</Link> : <>{stop.title}</>
}

interface Props {
  view: DayView
  timeZone: string
  /** The settings' units, for the walks. */
  units: DistanceUnit
  action?: ReactNode
  /** The day's heading level: 2 on a page of its own (shared, print), 3 under the itinerary's name. */
  level?: 2 | 3
}

export function DayTimeline({ view, timeZone, units, action, level = 3 }: Props) {
  const { day, plan, unplaced, otherDays } = view
  const Heading = level === 2 ? 'h2' : 'h3'
  const Sub = level === 2 ? 'h3' : 'h4'
  const headingId = `plan-${day.date}`
  if (!plan && unplaced.length === 0) return null
  const time = (at: Date) => (
    <time dateTime={at.toISOString()} className={styles.time}>
      {formatZonedTime(at, timeZone)}
    </time>
  )
  return (
    <section className={styles.day} aria-labelledby={headingId} data-day-plan={day.date}>
      <Heading id={headingId}>{day.label}</Heading>
      {plan && plan.visits.length ? (
        <p className="muted">
          {count(plan.visits.length, NOUNS.visit)} from {formatZonedTime(plan.visits[0]!.arrival, timeZone)} to{' '}
          {formatZonedTime(plan.visits.at(-1)!.departure, timeZone)} · {formatDuration(plan.walkMinutes)} walking (
          {distanceLabel(plan.walkKm * STREET_FACTOR * 1000, units)})
          {plan.waitMinutes > 0 ? ` · ${formatDuration(plan.waitMinutes)} waiting` : ''}
        </p>
      ) : null}
      {action}
      {plan && plan.visits.length ? (
        <ol className={styles.timeline} aria-label={`Timeline for ${day.weekday}`}>
          {plan.visits.map((visit) => (
            <li
              key={visit.stop.id}
              className={styles.stop}
              data-plan-stop=""
              // The visit as the calendar feed has it (inside from, leave at): the two must agree.
              data-visit={`${visit.visitStart.toISOString()}/${visit.departure.toISOString()}`}
            >
              {visit.walk ? (
                <p className={styles.walk} data-walk-minutes={visit.walk.minutes}>
                  Walk {formatDuration(visit.walk.minutes)} ({distanceLabel(visit.walk.km * STREET_FACTOR * 1000, units)})
                </p>
              ) : null}
              <div className={styles.visit}>
                <p className={styles.arrive}>
                  {time(visit.arrival)}{' '}
                  <strong>
                    <Title stop={visit.stop} />
                  </strong>
                </p>
                {waitWords(visit, timeZone).map((words) => (
                  <p key={words} className={styles.wait} data-wait="">
                    {words}
                  </p>
                ))}
                <p className={styles.leave}>
                  {visit.waitMinutes > 0 ? `Inside ${formatZonedTime(visit.visitStart, timeZone)}, leave ` : 'Leave '}
                  {time(visit.departure)} ({formatDuration(Math.round((visit.departure.getTime() - visit.visitStart.getTime()) / 60_000))}{' '}
                  inside)
                </p>
                {visit.stop.address ? <p className="muted">{visit.stop.address}</p> : null}
                {visit.stop.note ? <p className={styles.note}>Note: {visit.stop.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {plan && plan.unplanned.length ? (
        <div className={styles.unfit} data-unplanned="">
          <Sub>Does not fit {day.weekday}</Sub>
          <ul>
            {plan.unplanned.map((u) => {
              const others = otherDays[u.stop.id] ?? []
              return (
                <li key={u.stop.id} data-unplanned-stop={u.reason}>
                  <Title stop={u.stop} />: {u.words}.
                  {others.length ? <> Open on {others.map((d) => d.weekday).join(' and ')}: you could go then.</> : null}
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {unplaced.length ? <p className="muted">Not on the timeline (no location): {unplaced.map((item) => item.title).join(', ')}</p> : null}
    </section>
  )
}
