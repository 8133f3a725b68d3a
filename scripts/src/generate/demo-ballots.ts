import type { Context, Doc } from './context'
import type { FestivalWeekend } from './demo-festival.mjs'
import { addDays, chicagoDateTime } from './time'

// The demo's ballots: a few of this year's sessions give their places out by a draw instead of
// first come, so a newcomer can try entering one (docs/editors.md names them). The first session
// open to everyone of the first few site tours of the year, in the plan's order, and the first
// event of the festival weekend that takes registrations; no random draw, so adding ballots
// leaves the rest of the dataset as it was. Every other session stays first come (no `booking`
// field at all, which the site reads as first come).

/** Each demo tour ballot in turn: how many may enter together, and the members' share of places. */
export const DEMO_TOUR_BALLOTS = [
  { maxParty: 2, membersShare: 0 },
  { maxParty: 4, membersShare: 50 },
  { maxParty: 1, membersShare: 0 },
] as const

export const DEMO_EVENT_BALLOT = { maxParty: 3, membersShare: 0 } as const

/** The window, in days before the session starts, at the session's own time of day in Chicago. */
export const DEMO_BALLOT_DAYS_BEFORE = { entryOpens: 21, entryCloses: 8, drawAt: 7, confirmBy: 4 } as const

/** `/tours/… (session 2026-10-17T10:30:00-05:00, drawn 2026-10-10T10:30:00-05:00)`: where to try a ballot, for the log. */
export function ballotLine(doc: Doc): string | undefined {
  const path = `/${doc._type === 'event' ? 'events' : 'tours'}/${(doc.slug as { current?: string } | undefined)?.current ?? ''}`
  const sessions = [...((doc.sessions ?? []) as SessionLike[]), { start: doc.start, ...(doc.registration as SessionLike | undefined) }]
  const drawn = sessions.find((s) => s.booking === 'ballot')
  return drawn ? `${path} (session ${String(drawn.start)}, drawn ${String(drawn.ballot?.drawAt)})` : undefined
}

interface SessionLike {
  start?: unknown
  membersOnly?: unknown
  booking?: string
  ballot?: Record<string, unknown>
}

/** The ballot of a session starting at `start` (`YYYY-MM-DDTHH:MM:SS±HH:MM`, Chicago time). */
export function demoBallot(start: string, numbers: { maxParty: number; membersShare: number }): Record<string, unknown> {
  const date = start.slice(0, 10)
  const time = start.slice(11, 16)
  const before = (days: number) => chicagoDateTime(addDays(date, -days), time)
  return {
    _type: 'ballot',
    entryOpens: before(DEMO_BALLOT_DAYS_BEFORE.entryOpens),
    entryCloses: before(DEMO_BALLOT_DAYS_BEFORE.entryCloses),
    drawAt: before(DEMO_BALLOT_DAYS_BEFORE.drawAt),
    confirmBy: before(DEMO_BALLOT_DAYS_BEFORE.confirmBy),
    ...numbers,
  }
}

/**
 * Hands out the tour ballots: call it with each site tour in the order they are built; it gives the
 * next ballot to a tour of this year that is open to everyone, until all are given. Returns how
 * many have been given so far.
 */
export function demoTourBallots(ctx: Pick<Context, 'currentYear'>): (tour: Doc) => number {
  let given = 0
  return (tour) => {
    const numbers = DEMO_TOUR_BALLOTS[given]
    if (!numbers || tour.year !== ctx.currentYear || tour.membersOnly === true) return given
    const session = ((tour.sessions ?? []) as SessionLike[]).find((s) => s.membersOnly !== true && typeof s.start === 'string')
    if (!session) return given
    session.booking = 'ballot'
    session.ballot = demoBallot(session.start as string, numbers)
    return ++given
  }
}

interface EventLike {
  start?: unknown
  membersOnly?: unknown
  cancelled?: unknown
  registration?: { required?: unknown; booking?: string; ballot?: Record<string, unknown> }
}

/**
 * Gives the event ballot to the first of this year's events (sorted by id) on the festival weekend
 * that takes registrations; returns whether one did. On the weekend, like the tour ballots: its
 * entries are then open whenever the weekend's sessions can be booked, and it is drawn a week
 * before the weekend (an event weeks before it would have closed its ballot already).
 */
export function assignDemoEventBallot(events: Doc[], { saturday, sunday }: FestivalWeekend): boolean {
  const event = (events as EventLike[]).find(
    (e) =>
      e.registration?.required === true &&
      e.membersOnly !== true &&
      e.cancelled !== true &&
      typeof e.start === 'string' &&
      [saturday, sunday].includes(e.start.slice(0, 10)),
  )
  if (!event?.registration) return false
  event.registration.booking = 'ballot'
  event.registration.ballot = demoBallot(event.start as string, DEMO_EVENT_BALLOT)
  return true
}
