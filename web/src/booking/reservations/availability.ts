import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { bookingState, bookingWindow, type BookingMode, type BookingState } from './rules'
import { takenPlaces } from './store'
import type { ReservableTarget } from './targets'

// The public view of a target's places: per session, what is left and when booking opens — the
// same for everyone (the state is a visitor's; the widget tells members what differs for them).

export interface SessionAvailability {
  key: string
  start: string
  capacity: number
  /** null when the database could not say. */
  remaining: number | null
  membersOnly: boolean
  memberPriorityHours: number
  opensToMembers: string
  opensToAll: string
  closes: string
  /** For a visitor; a member may book in 'member-priority' and 'members-only' too. */
  state: BookingState
  /** The same for a member. */
  memberState: BookingState
  /** 'ballot': places are drawn among entries (the state above does not apply), see the ballot's own standing. */
  booking: BookingMode
}

export interface Availability {
  kind: ReservableTarget['kind']
  targetId: string
  title: string
  path: string
  cancelled: boolean
  now: string
  sessions: SessionAvailability[]
}

export async function availabilityOf(
  db: Kysely<Database>,
  target: ReservableTarget,
  now: Date,
): Promise<{ availability: Availability; complete: boolean }> {
  let taken: Map<string, number> | undefined
  try {
    taken = await takenPlaces(db, target.kind, target.id)
  } catch (error) {
    console.error('[reservations] reading places failed:', error)
  }
  const sessions = target.sessions.map((s): SessionAvailability => {
    const window = bookingWindow(s)
    const session = { ...s, cancelled: target.cancelled || s.cancelled }
    return {
      key: s.key,
      start: s.start,
      capacity: s.capacity,
      // The counter never goes below what is taken, so what is left follows the content's capacity.
      remaining: taken ? Math.max(0, s.capacity - (taken.get(s.key) ?? 0)) : null,
      membersOnly: s.membersOnly,
      memberPriorityHours: s.memberPriorityHours,
      opensToMembers: window.opensToMembers.toISOString(),
      opensToAll: window.opensToAll.toISOString(),
      closes: window.closes.toISOString(),
      state: bookingState(session, false, now),
      memberState: bookingState(session, true, now),
      booking: s.mode,
    }
  })
  return {
    availability: {
      kind: target.kind,
      targetId: target.id,
      title: target.title,
      path: target.path,
      cancelled: target.cancelled,
      now: now.toISOString(),
      sessions,
    },
    complete: taken !== undefined,
  }
}
