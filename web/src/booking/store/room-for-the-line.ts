import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { sessionKeyOf, sessionOf, type SessionRef } from './session-columns'

// Sessions whose counter has places free while someone waits for them: a first-come session's
// waitlist, or a drawn ballot's order. That happens when places go back to the counter without
// passing down the line at once (an account deleted with its bookings, a capacity raised by an
// editor); the scheduled work then offers them (booking/fair/offer-free-places.ts).

export interface RoomForTheLine {
  session: SessionRef
  /** Places not taken or held. */
  free: number
  /** The smallest party waiting: nothing can be offered while it is larger than `free`. */
  smallestParty: number
}

export async function sessionsWithRoomForTheLine(db: Pick<Kysely<Database>, 'selectFrom'>): Promise<RoomForTheLine[]> {
  const counters = await db
    .selectFrom('capacity_counters')
    .select(['target_kind', 'target_id', 'session_key', 'capacity', 'taken'])
    .whereRef('taken', '<', 'capacity')
    .execute()
  if (counters.length === 0) return []
  const waiting = await db
    .selectFrom('waitlist_entries')
    .select(['target_kind', 'target_id', 'session_key', (eb) => eb.fn.min<number>('party').as('party')])
    .where('state', '=', 'waiting')
    .groupBy(['target_kind', 'target_id', 'session_key'])
    .execute()
  const drawn = await db
    .selectFrom('ballot_entries')
    .select(['target_kind', 'target_id', 'session_key', (eb) => eb.fn.min<number>('party').as('party')])
    .where('state', '=', 'waitlisted')
    .groupBy(['target_kind', 'target_id', 'session_key'])
    .execute()
  const smallest = new Map<string, number>()
  for (const row of [...waiting, ...drawn]) {
    const key = sessionKeyOf(sessionOf(row))
    smallest.set(key, Math.min(smallest.get(key) ?? Infinity, Number(row.party)))
  }
  return counters.flatMap((c) => {
    const session = sessionOf(c)
    const party = smallest.get(sessionKeyOf(session))
    const free = Number(c.capacity) - Number(c.taken)
    return party !== undefined && party <= free ? [{ session, free, smallestParty: party }] : []
  })
}
