'use client'

import { Fragment, useEffect, useRef, useState } from 'react'
import { planDay, type DayPlanResult } from '@/visitors/planner'
import { sayBecause, type PlannerWords } from '@/visitors/itineraries/because-words'
import { fill, fillParts } from '@/kernel/text/fill'
import type { ItineraryWords } from './itinerary-words'
import { formatDuration, formatZonedTime, zonedWallTime } from '@/kernel/time'
import type { LatLng } from '@/kernel/geo'
import type { PlanStopView } from '@/visitors/itineraries/view'
import styles from './timeline.module.css'

// "Replan from here": the rest of today planned again in the browser (the planner is pure), from
// the visitor's position if they let the browser share it, starting now. "Now" is the server's
// clock when the page was drawn plus the time the page has been open, so the page and the plan
// agree on the hour. It speaks the page's language: its words and the planner's come as strings.

interface Props {
  date: string
  timeZone: string
  stops: PlanStopView[]
  lineWaits?: Record<string, number>
  /** The server's clock when the page was drawn (ISO). */
  drawnAt: string
  words: ItineraryWords['replan']
  planner: PlannerWords
  language: string
}

function position(): Promise<LatLng | undefined> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined)
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(undefined),
      { timeout: 10_000, maximumAge: 60_000 },
    ),
  )
}

export function ReplanHere({ date, timeZone, stops, lineWaits, drawnAt, words, planner, language }: Props) {
  const time = (at: Date) => formatZonedTime(at, timeZone, language)
  const opened = useRef<number | null>(null)
  const [state, setState] = useState<'idle' | 'locating'>('idle')
  const [plan, setPlan] = useState<{ result: DayPlanResult<PlanStopView>; located: boolean } | null>(null)
  useEffect(() => {
    opened.current = Date.now()
  }, [])

  async function replan() {
    setState('locating')
    const from = await position()
    const now = new Date(new Date(drawnAt).getTime() + (opened.current === null ? 0 : Date.now() - opened.current))
    const result = planDay({
      date,
      timeZone,
      start: zonedWallTime(now, timeZone),
      stops,
      ...(from ? { from } : {}),
      ...(lineWaits ? { lineWaits } : {}),
    })
    setPlan({ result, located: !!from })
    setState('idle')
  }

  return (
    <div data-replan="">
      <button type="button" className="button secondary" onClick={() => void replan()} disabled={state === 'locating'}>
        {words.button}
      </button>
      <div role="status">
        {state === 'locating' ? <p>{words.locating}</p> : null}
        {plan ? <p>{fill(plan.located ? words.fromHere : words.fromNext, { time: time(plan.result.start) })}</p> : null}
      </div>
      {plan ? (
        <>
          <ol className={styles.replanned}>
            {plan.result.visits.map((v) => (
              <li key={v.stop.id}>
                {fillParts(v.walk ? words.walkVisit : words.visit, {
                  walk: v.walk ? formatDuration(v.walk.minutes) : '',
                  arrive: time(v.arrival),
                  title: <strong>{v.stop.title}</strong>,
                  leave: time(v.departure),
                }).map((part, i) => (
                  <Fragment key={i}>{part}</Fragment>
                ))}
              </li>
            ))}
          </ol>
          {plan.result.unplanned.length ? (
            <ul>
              {plan.result.unplanned.map((u) => (
                <li key={u.stop.id}>
                  {u.stop.title}: {sayBecause(u.because, { words: planner, language, timeZone })}.
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
