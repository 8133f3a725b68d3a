import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { setCapacity, takeSeats, type CapacityTarget } from '@/booking/store/capacity'
import { toTimestamp, type Database, type Reservation, type ReservationTargetKind, type Ticket } from '@/platform/db/schema'
import { issueTicket } from '@/booking/store/tickets'
import { isUniqueViolation } from '@/platform/db/unique-violation'

// Reservations in the app database. Taking places is capacity.ts's conditional UPDATE in the same
// transaction as the INSERT (and the ticket's): a full session refuses without writing, and a
// refused INSERT (the user already holds a place there) rolls the seats back. Ownership is in
// every query: another user's reservation id behaves as an unknown one.

export type ReserveOutcome = { ok: true; reservation: Reservation; ticket: Ticket } | { ok: false; reason: 'full' | 'already-reserved' }

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

/**
 * Writes a reservation of seats already taken in the counter, with its ticket: the second half of
 * reservePlaces, and what confirming an offer does (an offer's seats are held from the start).
 * Throws a unique violation when the user already holds a reservation there.
 */
export async function recordReservation(
  trx: Executor,
  userId: string,
  target: CapacityTarget,
  seats: number,
  now: Date = new Date(),
  id: string = randomUUID(),
): Promise<{ reservation: Reservation; ticket: Ticket }> {
  const reservation: Reservation = {
    id,
    user_id: userId,
    target_kind: target.kind,
    target_id: target.id,
    session_key: target.sessionKey,
    seats,
    created_at: toTimestamp(now),
  }
  await trx.insertInto('reservations').values(reservation).execute()
  return { reservation, ticket: await issueTicket(trx, reservation.id, now) }
}

export async function reservePlaces(
  db: Kysely<Database>,
  userId: string,
  target: CapacityTarget,
  capacity: number,
  seats: number,
  now: Date = new Date(),
): Promise<ReserveOutcome> {
  // The counter follows the content's capacity (created on first use; never below what is taken).
  await setCapacity(db, target, capacity)
  try {
    return await db.transaction().execute(async (trx): Promise<ReserveOutcome> => {
      if (!(await takeSeats(trx, target, seats))) return { ok: false, reason: 'full' }
      return { ok: true, ...(await recordReservation(trx, userId, target, seats, now)) }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already-reserved' }
    throw error
  }
}

/** Deletes the user's own reservation (its ticket goes with it) and returns it; undefined when they have no such one. */
export function removeReservation(trx: Pick<Kysely<Database>, 'deleteFrom'>, userId: string, id: string): Promise<Reservation | undefined> {
  return trx.deleteFrom('reservations').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst()
}

export function listReservations(db: Kysely<Database>, userId: string): Promise<Reservation[]> {
  return db.selectFrom('reservations').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()
}

/** The user's own reservation by its id; undefined for an unknown id or anyone else's. */
export function ownReservation(db: Kysely<Database>, userId: string, id: string): Promise<Reservation | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

export function findReservation(db: Kysely<Database>, userId: string, kind: ReservationTargetKind, targetId: string, sessionKey: string) {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('target_kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('session_key', '=', sessionKey)
    .executeTakeFirst()
}

/** Places taken per session key of a target (sessions nobody booked yet have no counter). */
export async function takenPlaces(db: Kysely<Database>, kind: ReservationTargetKind, targetId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('capacity_counters')
    .select(['session_key', 'taken'])
    .where('target_kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute()
  return new Map(rows.map((r) => [r.session_key, Number(r.taken)]))
}
