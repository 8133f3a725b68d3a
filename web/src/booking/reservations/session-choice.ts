import { formatZonedDateTime } from '@/kernel/time'
import { fill } from '@/kernel/text/fill'
import type { SessionAvailability } from './availability'

// What a viewer may do with a session, and the sentence its booking window gets: the booking rules
// as the booking box shows them, beside the rules the server applies (rules.ts). Pure: the box
// renders what these say, the server refuses what they would not offer.

/** Whether this viewer may book the session now: a member by the members' state, anyone else by everyone's. */
export const bookableBy = (session: Pick<SessionAvailability, 'state' | 'memberState'>, member: boolean): boolean =>
  (member ? session.memberState : session.state) === 'open'

/** Whether booking has ended for everyone: the session started, or was cancelled. */
export const bookingEnded = (session: Pick<SessionAvailability, 'state'>): boolean =>
  session.state === 'closed' || session.state === 'cancelled'

/** The booking window's sentences, with {when}, {members} and {all} for dates (the catalogue's `reserve.window`). */
export interface WindowWords {
  closed: string
  memberPriority: string
  notOpen: string
  membersOnly: string
}

/** The booking window in words for a first-come session, in `locale`; none when there is nothing to say. */
export function bookingWindowNote(session: SessionAvailability, timeZone: string, words: WindowWords, locale?: string): string | undefined {
  const when = (iso: string) => formatZonedDateTime(iso, timeZone, 'long', locale)
  if (session.state === 'cancelled') return undefined
  if (session.state === 'closed') return fill(words.closed, { when: when(session.closes) })
  if (session.state === 'member-priority') return fill(words.memberPriority, { when: when(session.opensToAll) })
  if (session.state === 'not-open') return fill(words.notOpen, { members: when(session.opensToMembers), all: when(session.opensToAll) })
  if (session.membersOnly) return words.membersOnly
  return undefined
}

/** Whether membership would let this viewer book now: members may, the viewer may not yet. */
export const membershipWouldOpen = (session: Pick<SessionAvailability, 'state' | 'memberState'>, member: boolean): boolean =>
  !member && session.memberState === 'open' && session.state !== 'open'

/**
 * What the box offers for one session:
 * - 'held': the viewer has places on it (to cancel);
 * - 'ballot': its ballot (enter, withdraw, the result), and first-come booking of what the draw left;
 * - 'reserve': book places now;
 * - 'waitlist': join or leave the waitlist (joining only when it is full and bookable by the viewer);
 * - 'none': nothing for this viewer (signed out, or booking has ended).
 */
export type SessionChoice = 'held' | 'ballot' | 'reserve' | 'waitlist' | 'none'

export interface Viewer {
  signedIn: boolean
  member: boolean
  /** The viewer holds a reservation of this session. */
  holds: boolean
}

export function sessionChoice(session: SessionAvailability & { ballot: unknown }, viewer: Viewer): SessionChoice {
  if (viewer.holds) return 'held'
  const ended = bookingEnded(session)
  if (session.ballot && !ended) return 'ballot'
  if (!viewer.signedIn) return 'none'
  if (bookableBy(session, viewer.member) && session.remaining !== 0) return 'reserve'
  return ended ? 'none' : 'waitlist'
}

/** A drawn ballot's places nobody took are booked first come: whether the box offers that. */
export const reservesAfterDraw = (session: SessionAvailability, viewer: Viewer): boolean =>
  viewer.signedIn && bookableBy(session, viewer.member) && session.remaining !== 0

/**
 * Whether members get anything first among these sessions: a head start on a first-come session,
 * or a share of a ballot's places. The sign-in prompt says "members get priority" only then.
 */
export function membersGetPriority(
  sessions: readonly (Pick<SessionAvailability, 'booking' | 'memberPriorityHours' | 'membersOnly'> & {
    ballot?: { membersShare: number } | null
  })[],
): boolean {
  return sessions.some((s) => !s.membersOnly && (s.booking === 'ballot' ? (s.ballot?.membersShare ?? 0) > 0 : s.memberPriorityHours > 0))
}
