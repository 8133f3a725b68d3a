import type { DayPlanResult, PlannedVisit, PlannerStop } from '@/visitors/planner'

// "Now" on a festival day: where the plan says the visitor is, where they go next and when to
// leave for it, and the stops still ahead (what "Replan from here" plans again).

export interface NowOnPlan<S extends PlannerStop> {
  /** The visit under way at `at` (from arrival to departure). */
  current?: PlannedVisit<S>
  next?: PlannedVisit<S>
  /** When to set off for `next`: its arrival less the walk to it. */
  leaveAt?: Date
  /** Stops not yet reached at `at` (the next and after), then those the plan left out. */
  ahead: S[]
}

export function nowOnPlan<S extends PlannerStop>(plan: DayPlanResult<S>, at: Date): NowOnPlan<S> {
  const t = at.getTime()
  const current = plan.visits.find((v) => v.arrival.getTime() <= t && t < v.departure.getTime())
  const upcoming = plan.visits.filter((v) => v.arrival.getTime() > t)
  const next = upcoming[0]
  return {
    ...(current ? { current } : {}),
    ...(next ? { next, leaveAt: new Date(next.arrival.getTime() - (next.walk?.minutes ?? 0) * 60_000) } : {}),
    ahead: [...upcoming.map((v) => v.stop), ...plan.unplanned.map((u) => u.stop)],
  }
}
