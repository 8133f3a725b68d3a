import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { releaseSeats, setCapacity, takeSeats, type CapacityTarget } from '@/db/capacity'
import { toTimestamp, type Database, type Reservation, type ReservationTargetKind } from '@/db/schema'

// Reservations in the app database. Taking places is capacity.ts's conditional UPDATE in the same
// transaction as the INSERT: a full session refuses without writing, and a refused INSERT (the
// user already holds a place there) rolls the seats back. Ownership is in every query: another
// user's reservation id behaves as an unknown one.

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; reason: 'full' | 'already-reserved' }

function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  // PostgreSQL's unique_violation; better-sqlite3's codes for UNIQUE and PRIMARY KEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

export async function reservePlaces(
  db: Kysely<Database>,
  userId: string,
  target: CapacityTarget,
  capacity: number,
  seats: number,
): Promise<ReserveOutcome> {
  // The counter follows the content's capacity (created on first use; never below what is taken).
  await setCapacity(db, target, capacity)
  const row: Reservation = {
    id: randomUUID(),
    user_id: userId,
    target_kind: target.kind,
    target_id: target.id,
    session_key: target.sessionKey,
    seats,
    created_at: toTimestamp(),
  }
  try {
    return await db.transaction().execute(async (trx): Promise<ReserveOutcome> => {
      if (!(await takeSeats(trx, target, seats))) return { ok: false, reason: 'full' }
      await trx.insertInto('reservations').values(row).execute()
      return { ok: true, reservation: row }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already-reserved' }
    throw error
  }
}

/** Deletes the user's reservation and gives its places back; false when they have no such one. */
export async function cancelReservation(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('reservations').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst()
    if (!gone) return false
    await releaseSeats(trx, { kind: gone.target_kind, id: gone.target_id, sessionKey: gone.session_key }, gone.seats)
    return true
  })
}

export function listReservations(db: Kysely<Database>, userId: string): Promise<Reservation[]> {
  return db.selectFrom('reservations').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()
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
