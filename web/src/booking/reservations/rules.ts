import type { Ballot as BallotSettings, BookingMode } from './booking-mode'
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'

// When a session (a festival tour's session, or an event that requires registration) can be
// booked, and by whom. Booking opens to members BOOKING_OPENS_DAYS_BEFORE days before the start,
// and to everybody `memberPriorityHours` later (the member priority window the content defines);
// it closes when the session starts. Members-only sessions are for members at any time.

export const BOOKING_OPENS_DAYS_BEFORE = 21

const HOUR = 3_600_000

export interface BookableSession {
  start: string
  capacity: number
  membersOnly: boolean
  memberPriorityHours: number
}

/** How a session's places are given, and a ballot's settings: read and made safe in ./booking-mode. */
export type { BookingMode, Ballot as BallotSettings } from './booking-mode'
/** The session's ballot settings when its places are drawn by ballot, else null (first come). */
export function ballotOf(session: { mode?: BookingMode; ballot?: BallotSettings }): BallotSettings | null {
  return session.mode === 'ballot' && session.ballot ? session.ballot : null
}

export interface BookingWindow {
  opensToMembers: Date
  opensToAll: Date
  closes: Date
}

export function bookingWindow(session: Pick<BookableSession, 'start' | 'memberPriorityHours'>): BookingWindow {
  const closes = new Date(session.start)
  const opensToMembers = new Date(closes.getTime() - BOOKING_OPENS_DAYS_BEFORE * 24 * HOUR)
  const opensToAll = new Date(opensToMembers.getTime() + Math.max(0, session.memberPriorityHours) * HOUR)
  return { opensToMembers, opensToAll, closes }
}

export type BookingState = 'open' | 'closed' | 'not-open' | 'members-only' | 'member-priority' | 'cancelled'

/** Whether `member` (or not) may book `session` at `now`; the first reason that says no. */
export function bookingState(session: BookableSession & { cancelled?: boolean }, member: boolean, now: Date): BookingState {
  const window = bookingWindow(session)
  if (session.cancelled) return 'cancelled'
  if (now >= window.closes) return 'closed'
  if (session.membersOnly && !member) return 'members-only'
  if (now < window.opensToMembers) return 'not-open'
  if (!member && now < window.opensToAll) return 'member-priority'
  return 'open'
}

/** What a refused booking says, per state, with its dates in the festival's time zone (from the settings). */
export function refusal(state: Exclude<BookingState, 'open'>, window: BookingWindow, timeZone: string = DEFAULT_TIME_ZONE): string {
  const festivalTime = (date: Date) => formatZonedDateTime(date, timeZone, 'long-with-zone')
  switch (state) {
    case 'cancelled':
      return 'This has been cancelled, so it can no longer be booked.'
    case 'closed':
      return 'This has already started, so it can no longer be booked.'
    case 'members-only':
      return 'This is for members only. Sign in with the email of your membership, or become a member.'
    case 'not-open':
      return `Booking opens to members on ${festivalTime(window.opensToMembers)} and to everyone on ${festivalTime(window.opensToAll)}.`
    case 'member-priority':
      return `Members book first: booking opens to everyone on ${festivalTime(window.opensToAll)}.`
  }
}
