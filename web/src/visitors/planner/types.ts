import type { LatLng } from '@/kernel/geo'
import type { Instant } from '@/kernel/time'
import type { FestivalHours } from '@/programme/hours/opening-hours'
import type { Because } from './because'

// The planner's words: what a visitor asks of a day, and the plan that answers. Times the visitor
// writes are wall-clock HH:MM in the festival's time zone; everything the planner answers is an
// instant, so a page shows it in that zone whatever the server's own zone is.

/** Something booked at a set time (a tour session, an event): attended from its start to its end. */
export interface FixedTime {
  start: Instant
  end: Instant
  /** How the visitor's words name it ("your 3:00 PM tour"). */
  kind?: 'tour' | 'event'
}

export interface PlannerStop extends LatLng {
  id: string
  title: string
  /** Minutes inside; DEFAULT_VISIT_MINUTES when absent. Ignored for a fixed-time stop. */
  visitMinutes?: number
  /**
   * The site's festival hours, every day of the edition; several entries on one date are several
   * openings that day. No entry for the day means closed that day; no hours at all means nothing
   * to keep (a square, a trail), open all day.
   */
  hours?: readonly FestivalHours[]
  /** A booked time: the stop is attended then, and its hours and visit minutes do not apply. */
  fixed?: FixedTime
}

export interface DayPlanInput<S extends PlannerStop = PlannerStop> {
  /** YYYY-MM-DD in the festival's time zone. */
  date: string
  /** The festival's time zone (from the settings); the host's zone is never used. */
  timeZone: string
  /** HH:MM: when the visitor sets out. */
  start: string
  /** Where the visitor sets out from; without it the day begins at the first stop. */
  from?: LatLng
  /** HH:MM: the last stop must be left by then. */
  end?: string
  stops: readonly S[]
  /** Minutes in line at a site's door by stop id (live line reports), queued once the door is open. */
  lineWaits?: Readonly<Record<string, number>>
}

export interface Walk {
  /** Straight-line km (the walking minutes allow for streets). */
  km: number
  minutes: number
}

export interface PlannedVisit<S extends PlannerStop = PlannerStop> {
  stop: S
  /** From the previous stop, or from `from` for the first; null for the first when there is no `from`. */
  walk: Walk | null
  arrival: Date
  /** Minutes from arrival to the start of the visit: until the door opens or the booking starts, then the line. */
  waitMinutes: number
  /** The part of `waitMinutes` spent in line. */
  lineMinutes: number
  visitStart: Date
  departure: Date
}

/** Why a stop is left out of the day, for code to act on; the words say it to the visitor. */
export type UnplannedReason =
  | 'closed-that-day'
  | 'opening-shorter-than-visit'
  | 'closes-before-reachable'
  | 'after-end-of-day'
  | 'not-that-day'
  | 'starts-before-reachable'
  | 'conflicts-with-fixed'
  | 'no-room'

export interface UnplannedStop<S extends PlannerStop = PlannerStop> {
  stop: S
  reason: UnplannedReason
  /** Why, for the visitor ("Closed on Saturday"): said in the page's language by sayBecause. */
  because: Because
  /** The id of the booked stop it clashes with, for 'conflicts-with-fixed'. */
  conflictsWith?: string
}

export interface DayPlanResult<S extends PlannerStop = PlannerStop> {
  date: string
  timeZone: string
  start: Date
  end?: Date
  visits: PlannedVisit<S>[]
  walkKm: number
  walkMinutes: number
  waitMinutes: number
  unplanned: UnplannedStop<S>[]
  /**
   * How the order was chosen: 'exact' when every order was weighed (up to EXACT_LIMIT flexible
   * stops), 'heuristic' beyond, 'given' when the visitor's own order was kept (planInOrder).
   */
  method: 'exact' | 'heuristic' | 'given'
}
