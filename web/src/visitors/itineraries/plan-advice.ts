import type { DayPlanResult, PlannerStop } from '@/visitors/planner'
import { formatDuration } from '@/kernel/time'
import { plannedOrder } from './planned-order'
import { listed } from '@/kernel/text/list'
import type { Words } from '@/platform/i18n/catalogues'

// What "Plan it for me" would do for a day whose timeline follows the visitor's list: the
// planner's best order compared with the list's. It is offered only when the planned day is
// better (more stops fit, or at least a minute less walking plus waiting); otherwise the page says
// the list already is the planned order, or is as good as it.

export type PlanAdvice =
  | {
      kind: 'better'
      /** Every item id of the itinerary with this day's items in the planned order, to store. */
      order: string[]
      /** Minutes less walking and less waiting with the planned order (either may be negative). */
      walkSaved: number
      waitSaved: number
      /** Titles of the stops the planned day fits that the list's day leaves out. */
      alsoFits: string[]
    }
  | { kind: 'planned' }
  | { kind: 'as-good' }

const cost = (plan: DayPlanResult) => plan.walkMinutes + plan.waitMinutes

export function planAdvice<S extends PlannerStop>(
  list: readonly string[],
  dayItems: readonly string[],
  given: DayPlanResult<S>,
  planned: DayPlanResult<S>,
): PlanAdvice {
  const order = plannedOrder(
    list,
    dayItems,
    planned.visits.map((v) => v.stop.id),
  )
  if (!order) return { kind: 'planned' }
  const fitsMore = planned.visits.length > given.visits.length
  // Less than half a minute would read "0 min less".
  if (!fitsMore && cost(given) - cost(planned) < 0.5) return { kind: 'as-good' }
  const kept = new Set(given.visits.map((v) => v.stop.id))
  const saved = {
    walkSaved: given.walkMinutes - planned.walkMinutes,
    waitSaved: given.waitMinutes - planned.waitMinutes,
    alsoFits: planned.visits.filter((v) => !kept.has(v.stop.id)).map((v) => v.stop.title),
  }
  return { kind: 'better', order, ...saved }
}

/** The catalogue's `itinerary.plan` words: "Plan it for me", "{minutes} less walking"… */
export type PlanWords = Words<'itinerary'>

/** "Plan it for me: 12 min less walking, fits Abernathy Cold Storage too", in the page's language. */
export function planItLabel(
  advice: { walkSaved: number; waitSaved: number; alsoFits: readonly string[] },
  t: PlanWords,
  language = 'en',
): string {
  const parts: string[] = []
  const minutes = (m: number) => formatDuration(Math.round(m))
  const { walkSaved, waitSaved } = advice
  if (walkSaved >= 0.5 && waitSaved > -0.5) parts.push(t('plan.lessWalking', { minutes: minutes(walkSaved) }))
  if (waitSaved >= 0.5 && walkSaved > -0.5) parts.push(t('plan.lessWaiting', { minutes: minutes(waitSaved) }))
  // Less of one and more of the other: the sum is what the visitor gains.
  if (parts.length === 0 && walkSaved + waitSaved >= 0.5) parts.push(t('plan.lessBoth', { minutes: minutes(walkSaved + waitSaved) }))
  if (advice.alsoFits.length) parts.push(t('plan.alsoFits', { titles: listed(advice.alsoFits, language), count: advice.alsoFits.length }))
  return parts.length ? t('plan.labelWith', { gains: parts.join(', ') }) : t('plan.label')
}
