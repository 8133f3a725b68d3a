import { zonedDateTime } from '@/kernel/time'
import type { FestivalHours } from '@/programme/hours/opening-hours'
import type { DayPlanInput, PlannerStop } from './types'

// For the planner's tests only: random festival days from a seed, so a failing case can be rerun.
// Stops within about 3 km of each other (walks of minutes to about an hour), openings of one to
// six hours from morning to early afternoon, a few bookings, some lines, sometimes an end of day.

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same cases anywhere. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export function randomDay(seed: number, stopCount: number, timeZone: string, date = '2026-10-17'): DayPlanInput {
  const rand = seeded(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
  const near = () => ({ lat: 41.88 + (rand() - 0.5) * 0.03, lng: -87.63 + (rand() - 0.5) * 0.04 })
  const next = date.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0'))
  const stops: PlannerStop[] = []
  const lineWaits: Record<string, number> = {}
  let bookings = 0
  for (let i = 0; i < stopCount; i++) {
    const id = `s${i}`
    const at = near()
    if (bookings < 3 && rand() < 0.2) {
      bookings++
      const day = rand() < 0.1 ? next : date
      const start = int(36, 64) * 15 // 09:00–16:00, by quarter hours
      const end = start + pick([30, 45, 60, 90])
      const instant = (minutes: number) => zonedDateTime(day, hhmm(minutes), timeZone).toISOString()
      stops.push({ id, title: id, ...at, fixed: { start: instant(start), end: instant(end), kind: pick(['tour', 'event'] as const) } })
      continue
    }
    const shape = rand()
    let hours: FestivalHours[] | undefined
    if (shape < 0.1) hours = undefined
    else if (shape < 0.2) hours = [{ day: 'sunday', date: next, opens: '10:00', closes: '17:00' }]
    else {
      hours = []
      for (let o = int(1, 2), opens = int(54, 78) * 10; o > 0 && opens < 20 * 60; o--) {
        const closes = Math.min(opens + int(6, 36) * 10, 23 * 60)
        hours.push({ day: 'saturday', date, opens: hhmm(opens), closes: hhmm(closes) })
        opens = closes + int(3, 12) * 10
      }
    }
    const visitMinutes = pick([undefined, 15, 30, 45, 60, 90])
    stops.push({ id, title: id, ...at, ...(hours && { hours }), ...(visitMinutes && { visitMinutes }) })
    if (rand() < 0.3) lineWaits[id] = int(0, 30)
  }
  return {
    date,
    timeZone,
    start: hhmm(int(48, 66) * 10), // 08:00–11:00
    ...(rand() < 0.7 && { from: near() }),
    ...(rand() < 0.5 && { end: hhmm(int(28, 38) * 30) }), // 14:00–19:00
    stops,
    lineWaits,
  }
}
