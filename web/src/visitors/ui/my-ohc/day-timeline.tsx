import type { ReactNode } from 'react'
import Link from '@/ui/link'
import type { DistanceUnit } from '@ohc/schemas/names'
import { STREET_FACTOR } from '@/kernel/geo'
import { distanceLabel } from '@/kernel/geo/distance-label'
import { formatDuration, formatZonedTime } from '@/kernel/time'
import type { PlannedVisit } from '@/visitors/planner'
import type { DayView, PlanStopView } from '@/visitors/itineraries/view'
import styles from './timeline.module.css'
import { CATALOGUES, catalogueFor, wordsIn, type Words } from '@/platform/i18n/catalogues'
import { listed } from '@/kernel/text/list'
import { sayBecause } from '@/visitors/itineraries/because-words'

// One festival day as a timeline, rendered on the server, in the order of the visitor's list:
// when to arrive at each stop and when to leave, the walk before it, any wait (a door not open yet, a booking not started, the line), the
// address and the member's note; then what does not fit that day, in the planner's words, with
// the other day the place is open. `action` is the owner's "Plan it for me", absent when shared.
// In the page's language (English when none is given: the print view and the shared page).

function waitWords(visit: PlannedVisit<PlanStopView>, t: Words<'itinerary'>, time: (at: Date) => string): string[] {
  const before = visit.waitMinutes - visit.lineMinutes
  const words: string[] = []
  const minutes = formatDuration(before)
  if (before > 0)
    words.push(
      visit.stop.fixed
        ? t(visit.stop.fixed.kind === 'tour' ? 'day.waitForTour' : 'day.waitForEvent', { minutes })
        : t('day.waitOpens', { minutes, time: time(new Date(visit.visitStart.getTime() - visit.lineMinutes * 60_000)) }),
    )
  if (visit.lineMinutes > 0) words.push(t('day.line', { minutes: formatDuration(visit.lineMinutes) }))
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
  language?: string
}

export function DayTimeline({ view, timeZone, units, action, level = 3, language }: Props) {
  const { day, plan, unplaced, otherDays } = view
  const Heading = level === 2 ? 'h2' : 'h3'
  const Sub = level === 2 ? 'h3' : 'h4'
  const headingId = `plan-${day.date}`
  if (!plan && unplaced.length === 0) return null
  const speaking = catalogueFor(language ?? 'en')
  const t = wordsIn(speaking, 'itinerary')
  const clock = (at: Date) => formatZonedTime(at, timeZone, speaking)
  const distance = (km: number) => distanceLabel(km * STREET_FACTOR * 1000, units, speaking)
  const time = (at: Date) => (
    <time dateTime={at.toISOString()} className={styles.time}>
      {clock(at)}
    </time>
  )
  return (
    <section className={styles.day} aria-labelledby={headingId} data-day-plan={day.date}>
      <Heading id={headingId}>{day.label}</Heading>
      {plan && plan.visits.length ? (
        <p className="muted">
          {t('day.summary', {
            visits: plan.visits.length,
            start: clock(plan.visits[0]!.arrival),
            end: clock(plan.visits.at(-1)!.departure),
            walk: formatDuration(plan.walkMinutes),
            distance: distance(plan.walkKm),
          })}
          {plan.waitMinutes > 0 ? t('day.waiting', { wait: formatDuration(plan.waitMinutes) }) : ''}
        </p>
      ) : null}
      {action}
      {plan && plan.visits.length ? (
        <ol className={styles.timeline} aria-label={t('day.timeline', { weekday: day.weekday })}>
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
                  {t('day.walk', { minutes: formatDuration(visit.walk.minutes), distance: distance(visit.walk.km) })}
                </p>
              ) : null}
              <div className={styles.visit}>
                <p className={styles.arrive}>
                  {time(visit.arrival)}{' '}
                  <strong>
                    <Title stop={visit.stop} />
                  </strong>
                </p>
                {waitWords(visit, t, clock).map((words) => (
                  <p key={words} className={styles.wait} data-wait="">
                    {words}
                  </p>
                ))}
                <p className={styles.leave}>
                  {t.rich(visit.waitMinutes > 0 ? 'day.insideLeave' : 'day.leave', {
                    inside: clock(visit.visitStart),
                    leave: clock(visit.departure),
                    stay: formatDuration(Math.round((visit.departure.getTime() - visit.visitStart.getTime()) / 60_000)),
                    at: () => time(visit.departure),
                  })}
                </p>
                {visit.stop.address ? <p className="muted">{visit.stop.address}</p> : null}
                {visit.stop.note ? <p className={styles.note}>{t('day.note', { note: visit.stop.note })}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {plan && plan.unplanned.length ? (
        <div className={styles.unfit} data-unplanned="">
          <Sub>{t('day.doesNotFit', { weekday: day.weekday })}</Sub>
          <ul>
            {plan.unplanned.map((u) => {
              const others = otherDays[u.stop.id] ?? []
              return (
                <li key={u.stop.id} data-unplanned-stop={u.reason}>
                  <Title stop={u.stop} />: {sayBecause(u.because, { words: CATALOGUES[speaking].planner, language: speaking, timeZone })}.
                  {others.length ? (
                    <>
                      {' '}
                      {t('day.openOn', {
                        days: listed(
                          others.map((d) => d.weekday),
                          speaking,
                        ),
                      })}
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {unplaced.length ? <p className="muted">{t('day.unplaced', { titles: unplaced.map((item) => item.title).join(', ') })}</p> : null}
    </section>
  )
}
