import { describe, expect, it } from 'vitest'
import { planDay, planInOrder, type DayPlanInput, type PlannerStop } from '@/visitors/planner'
import { wordsOf } from '@/platform/i18n/catalogues'
import { planAdvice, planItLabel } from './plan-advice'

const english = wordsOf('en', 'itinerary')
const label = (advice: Parameters<typeof planItLabel>[0]) => planItLabel(advice, english)

// "Plan it for me" against the list's own order: offered only when the planned day is better,
// with what it saves in the visitor's words.

const SAT = '2026-10-17'
const CHICAGO = 'America/Chicago'
// About 1.1 km per 0.01 degree of latitude.
const stop = (id: string, north: number, more: Partial<PlannerStop> = {}): PlannerStop => ({
  id,
  title: id.toUpperCase(),
  lat: 41.88 + north * 0.01,
  lng: -87.63,
  ...more,
})
// Setting out south of every stop, so the best order is from south to north.
const day = (stops: PlannerStop[]): DayPlanInput => ({ date: SAT, timeZone: CHICAGO, start: '10:00', from: stop('from', -1), stops })
const advise = (stops: PlannerStop[], list = stops.map((s) => s.id)) =>
  planAdvice(
    list,
    stops.map((s) => s.id),
    planInOrder(day(stops)),
    planDay(day(stops)),
  )

describe('planAdvice', () => {
  it('says the list is the planned order when it is', () => {
    expect(advise([stop('a', 0), stop('b', 1), stop('c', 2)])).toEqual({ kind: 'planned' })
  })

  it('offers the planned order with the walking it saves', () => {
    const advice = advise([stop('c', 2), stop('a', 0), stop('b', 1)])
    expect(advice.kind).toBe('better')
    if (advice.kind !== 'better') return
    expect(advice.order).toEqual(['a', 'b', 'c'])
    expect(advice.walkSaved).toBeGreaterThan(0)
    expect(advice.alsoFits).toEqual([])
    expect(label(advice)).toMatch(/^Plan it for me: \d+ min less walking$/)
  })

  it('names a stop the planned order fits that the list leaves out', () => {
    // The far site first: the near one, open only until noon, is closed by the time it is reached.
    const closesEarly = stop('near', 0, { hours: [{ day: 'saturday', date: SAT, opens: '10:00', closes: '12:00' }] })
    const advice = advise([stop('far', 3), closesEarly])
    expect(advice.kind).toBe('better')
    if (advice.kind !== 'better') return
    expect(advice.order).toEqual(['near', 'far'])
    expect(advice.alsoFits).toEqual(['NEAR'])
    expect(label(advice)).toMatch(/^Plan it for me: (.+, )?fits NEAR too$/)
  })

  it('says the list is as good when another order saves nothing', () => {
    // Two stops at one place: either order is the same day.
    const [a, b] = [stop('a', 0), stop('b', 0)]
    const advice = planAdvice(['b', 'a'], ['a', 'b'], planInOrder(day([b, a])), planInOrder(day([a, b])))
    expect(advice).toEqual({ kind: 'as-good' })
  })

  it('keeps the other days of the list in their places', () => {
    const stops = [stop('c', 2), stop('a', 0)]
    const advice = planAdvice(['c', 'x', 'a'], ['c', 'a'], planInOrder(day(stops)), planDay(day(stops)))
    expect(advice.kind === 'better' && advice.order).toEqual(['a', 'x', 'c'])
  })

  it('says it in the page’s language', () => {
    expect(planItLabel({ walkSaved: 12, waitSaved: 0, alsoFits: ['A', 'B'] }, wordsOf('es', 'itinerary'), 'es')).toBe(
      'Planifícalo por mí: 12 min menos a pie, también caben A y B',
    )
  })
})

describe('planItLabel', () => {
  it('says what the planned order saves, in the visitor words', () => {
    expect(label({ walkSaved: 12, waitSaved: 0, alsoFits: ['Abernathy Cold Storage'] })).toBe(
      'Plan it for me: 12 min less walking, fits Abernathy Cold Storage too',
    )
    expect(label({ walkSaved: 5, waitSaved: 20, alsoFits: [] })).toBe('Plan it for me: 5 min less walking, 20 min less waiting')
    expect(label({ walkSaved: -5, waitSaved: 20, alsoFits: [] })).toBe('Plan it for me: 15 min less walking and waiting')
    expect(label({ walkSaved: 4, waitSaved: -30, alsoFits: ['A', 'B', 'C'] })).toBe('Plan it for me: fits A, B, and C too')
  })

  it('says it in the page’s language', () => {
    expect(planItLabel({ walkSaved: 12, waitSaved: 0, alsoFits: ['A', 'B'] }, wordsOf('es', 'itinerary'), 'es')).toBe(
      'Planifícalo por mí: 12 min menos a pie, también caben A y B',
    )
  })
})
