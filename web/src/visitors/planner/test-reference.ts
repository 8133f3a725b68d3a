import { distanceKm, walkingMinutes } from '@/kernel/geo'
import { calendarDay, zonedDateTime } from '@/kernel/time'
import { toDate } from '@/kernel/time/intl'
import { DEFAULT_VISIT_MINUTES } from './problem'
import type { DayPlanInput, PlannerStop } from './types'

// For the planner's tests only: a second, plain reading of the rules of a day, in instants
// (epoch ms) straight from the input, sharing no code with the planner's solvers. A day in a
// given order is walked stop by stop; `bruteBest` tries every order of every set of stops.

const MINUTE = 60_000

export interface ReferenceStep {
  id: string
  arrival: number
  visitStart: number
  departure: number
}

export interface ReferenceDay {
  steps: ReferenceStep[]
  walkMinutes: number
  waitMinutes: number
  fixedCount: number
}

interface Rules {
  /** [opens, closes] in ms, by opening time; a booking's [start, end] when it is on the day, none when not. */
  spans: (readonly [number, number])[]
  fixed: boolean
  line: number
  visit: number
}

/** Each stop's times read once from the input, so trying every order stays quick. */
function rulesOf(input: DayPlanInput, stop: PlannerStop): Rules {
  if (stop.fixed) {
    const start = toDate(stop.fixed.start).getTime()
    const end = toDate(stop.fixed.end).getTime()
    const onTheDay = calendarDay(start, input.timeZone) === input.date
    return { spans: onTheDay ? [[start, end]] : [], fixed: true, line: 0, visit: end - start }
  }
  const spans = stop.hours
    ? stop.hours
        .filter((h) => h.date === input.date)
        .map(
          (h) =>
            [zonedDateTime(h.date, h.opens, input.timeZone).getTime(), zonedDateTime(h.date, h.closes, input.timeZone).getTime()] as const,
        )
        .sort((a, b) => a[0] - b[0])
    : [[-Infinity, Infinity] as const]
  return {
    spans,
    fixed: false,
    line: (input.lineWaits?.[stop.id] ?? 0) * MINUTE,
    visit: (stop.visitMinutes ?? DEFAULT_VISIT_MINUTES) * MINUTE,
  }
}

/** When the visit starts if the visitor arrives at `arrival` (ms), or null if the stop cannot be kept. */
function visitStart(rules: Rules, arrival: number, dayEnd: number): number | null {
  if (rules.fixed) {
    const [start, end] = rules.spans[0] ?? [-Infinity, Infinity]
    return rules.spans.length && arrival <= start && end <= dayEnd ? start : null
  }
  for (const [opens, closes] of rules.spans) {
    const start = Math.max(arrival, opens) + rules.line
    if (start + rules.visit <= closes && start + rules.visit <= dayEnd) return start
  }
  return null
}

const dayEndOf = (input: DayPlanInput) => (input.end ? zonedDateTime(input.date, input.end, input.timeZone).getTime() : Infinity)

/** The day in the order of `ids`, or null when some stop cannot be kept. */
export function referenceDay(input: DayPlanInput, ids: readonly string[]): ReferenceDay | null {
  const byId = new Map(input.stops.map((s) => [s.id, s]))
  const dayEnd = dayEndOf(input)
  let at = zonedDateTime(input.date, input.start, input.timeZone).getTime()
  let here = input.from
  const day: ReferenceDay = { steps: [], walkMinutes: 0, waitMinutes: 0, fixedCount: 0 }
  for (const id of ids) {
    const stop = byId.get(id)
    if (!stop) return null
    const walk = here ? walkingMinutes(distanceKm(here, stop)) : 0
    const arrival = at + walk * MINUTE
    const rules = rulesOf(input, stop)
    const start = visitStart(rules, arrival, dayEnd)
    if (start === null) return null
    at = start + rules.visit
    here = stop
    day.walkMinutes += walk
    day.waitMinutes += (start - arrival) / MINUTE
    if (stop.fixed) day.fixedCount++
    day.steps.push({ id, arrival, visitStart: start, departure: at })
  }
  return day
}

export interface BestDay {
  fixedCount: number
  count: number
  cost: number
}

/** The best any order of any set of the stops can do: most bookings, then most stops, then least walking plus waiting. */
export function bruteBest(input: DayPlanInput): BestDay {
  const dayEnd = dayEndOf(input)
  const stops = input.stops
  let best: BestDay = { fixedCount: 0, count: 0, cost: 0 }
  const better = (a: BestDay, b: BestDay) =>
    a.fixedCount !== b.fixedCount ? a.fixedCount > b.fixedCount : a.count !== b.count ? a.count > b.count : a.cost < b.cost - 1e-9
  const rules = stops.map((s) => rulesOf(input, s))
  const used = new Array<boolean>(stops.length).fill(false)
  // Every prefix of a feasible order is itself a day; a prefix that breaks a rule cannot be extended.
  const walk = (at: number, here: PlannerStop | undefined, day: BestDay) => {
    if (better(day, best)) best = { ...day }
    stops.forEach((stop, i) => {
      if (used[i]) return
      const from = here ?? input.from
      const minutes = from ? walkingMinutes(distanceKm(from, stop)) : 0
      const arrival = at + minutes * MINUTE
      const start = visitStart(rules[i]!, arrival, dayEnd)
      if (start === null) return
      used[i] = true
      walk(start + rules[i]!.visit, stop, {
        fixedCount: day.fixedCount + (stop.fixed ? 1 : 0),
        count: day.count + 1,
        cost: day.cost + minutes + (start - arrival) / MINUTE,
      })
      used[i] = false
    })
  }
  walk(zonedDateTime(input.date, input.start, input.timeZone).getTime(), undefined, best)
  return best
}
