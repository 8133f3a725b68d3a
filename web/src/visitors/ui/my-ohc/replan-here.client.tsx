'use client'

import { useEffect, useRef, useState } from 'react'
import { planDay, type DayPlanResult } from '@/visitors/planner'
import { formatDuration, formatZonedTime, zonedWallTime } from '@/kernel/time'
import type { LatLng } from '@/kernel/geo'
import type { PlanStopView } from '@/visitors/itineraries/view'
import styles from './timeline.module.css'

// "Replan from here": the rest of today planned again in the browser (the planner is pure), from
// the visitor's position if they let the browser share it, starting now. "Now" is the server's
// clock when the page was drawn plus the time the page has been open, so the page and the plan
// agree on the hour.

interface Props {
  date: string
  timeZone: string
  stops: PlanStopView[]
  lineWaits?: Record<string, number>
  /** The server's clock when the page was drawn (ISO). */
  drawnAt: string
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

export function ReplanHere({ date, timeZone, stops, lineWaits, drawnAt }: Props) {
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
        Replan from here
      </button>
      <div role="status">
        {state === 'locating' ? <p>Finding where you are…</p> : null}
        {plan ? (
          <p>
            From {plan.located ? 'where you are' : 'your next stop'}, starting {formatZonedTime(plan.result.start, timeZone)}:
          </p>
        ) : null}
      </div>
      {plan ? (
        <>
          <ol className={styles.replanned}>
            {plan.result.visits.map((v) => (
              <li key={v.stop.id}>
                {v.walk ? `Walk ${formatDuration(v.walk.minutes)}, ` : ''}
                arrive {formatZonedTime(v.arrival, timeZone)} at <strong>{v.stop.title}</strong>, leave{' '}
                {formatZonedTime(v.departure, timeZone)}
              </li>
            ))}
          </ol>
          {plan.result.unplanned.length ? (
            <ul>
              {plan.result.unplanned.map((u) => (
                <li key={u.stop.id}>
                  {u.stop.title}: {u.words}.
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
