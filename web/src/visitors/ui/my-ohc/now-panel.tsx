import type { ReactNode } from 'react'
import Link from '@/ui/link'
import { formatDuration, formatZonedTime } from '@/kernel/time'
import { CATALOGUES, catalogueFor, wordsIn } from '@/platform/i18n/catalogues'
import { nowOnPlan } from '@/visitors/itineraries/now'
import type { DayView } from '@/visitors/itineraries/view'
import { ReplanHere } from './replan-here.client'
import { itineraryWords } from './itinerary-words'
import styles from './timeline.module.css'

// "Now", on a festival day with a plan: where the plan has you, the next stop and when to leave
// for it, and "Replan from here" for the rest of the day, in the page's language.

interface Props {
  view: DayView
  timeZone: string
  now: Date
  language?: string
}

export function NowPanel({ view, timeZone, now, language }: Props) {
  const plan = view.plan
  if (!plan || plan.visits.length + plan.unplanned.length === 0) return null
  const t = wordsIn(language, 'itinerary')
  const speaking = catalogueFor(language ?? 'en')
  const time = (at: Date) => formatZonedTime(at, timeZone, speaking)
  const { current, next, leaveAt, ahead } = nowOnPlan(plan, now)
  const title = (stop: { title: string; href?: string }): ReactNode => (stop.href ? <Link href={stop.href}>{stop.title}</Link> : stop.title)
  return (
    <section className={styles.now} aria-labelledby="now-heading" data-now="">
      <h3 id="now-heading">{t('now.heading', { time: time(now) })}</h3>
      {current ? <p>{t.rich('now.at', { place: () => title(current.stop), time: time(current.departure) })}</p> : null}
      {next ? (
        <p>
          {t.rich(next.walk ? 'now.nextWalk' : 'now.next', {
            place: () => <strong>{title(next.stop)}</strong>,
            time: time(next.arrival),
            leave: time(leaveAt!),
            walk: next.walk ? formatDuration(next.walk.minutes) : '',
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : (
        <p>{t('now.nothingLeft')}</p>
      )}
      {ahead.length ? (
        <ReplanHere
          date={view.day.date}
          timeZone={timeZone}
          stops={ahead}
          drawnAt={now.toISOString()}
          words={itineraryWords(speaking).replan}
          planner={CATALOGUES[speaking].planner}
          language={speaking}
          {...(view.lineWaits ? { lineWaits: view.lineWaits } : {})}
        />
      ) : null}
    </section>
  )
}
