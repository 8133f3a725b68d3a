import type { DayPlanInput, DayPlanResult, PlannerStop } from '@/visitors/planner'
import { zonedWallTime } from '@/kernel/time'
import type { FestivalHours } from '@/programme/hours/opening-hours'

// When a planned day begins: the earliest opening that day among its stops, so no one is sent out
// to stand at a closed door; a day of events and open-air stops starts at ten. On the day itself,
// not before now: at ten on the Saturday a plan that starts at nine is a plan of the past.

export const DEFAULT_DAY_START = '10:00'
const MINUTE = 60_000

/** HH:MM: the earliest opening on `date` among the stops' hours (HH:MM strings compare as times). */
export function dayStart(stops: readonly { hours?: readonly FestivalHours[] }[], date: string): string {
  const opens = stops.flatMap((s) => s.hours?.filter((h) => h.date === date).map((h) => h.opens) ?? [])
  return opens.sort()[0] ?? DEFAULT_DAY_START
}

/** Now as HH:MM on the festival's clock, rounded up to the next five minutes (a plan to act on). */
function nowWall(at: Date, timeZone: string): string {
  const rounded = new Date(Math.ceil(at.getTime() / (5 * MINUTE)) * 5 * MINUTE)
  return zonedWallTime(rounded, timeZone)
}

/**
 * dayStart, and on `date` itself (it is `today` at `at`) not before now: the later of the two.
 * A plan drawn after midnight's last stop closed simply fits nothing, and says so.
 */
export function dayStartFrom(
  stops: readonly { hours?: readonly FestivalHours[] }[],
  date: string,
  { at, today, timeZone }: { at: Date; today: string; timeZone: string },
): string {
  const opening = dayStart(stops, date)
  if (date !== today) return opening
  const current = nowWall(at, timeZone)
  return current > opening ? current : opening
}

/**
 * The day set out later by however long its first stop would keep the visitor at a closed door
 * (a list that begins with a place opening at eleven, on a day whose earliest opening is nine):
 * the same visits at the same times, without an hour spent outside first. A day that sets out from
 * a place of the visitor's own is left as it is: the walk there is theirs to time.
 */
export function setOutOnTime<S extends PlannerStop>(
  input: DayPlanInput<S>,
  plan: DayPlanResult<S>,
  replan: (input: DayPlanInput<S>) => DayPlanResult<S>,
): DayPlanResult<S> {
  const first = plan.visits[0]
  if (!first || input.from) return plan
  const doorWait = first.waitMinutes - first.lineMinutes
  if (doorWait <= 0) return plan
  return replan({ ...input, start: zonedWallTime(new Date(first.arrival.getTime() + doorWait * MINUTE), input.timeZone) })
}
