import type { Kysely } from 'kysely'
import { toTimestamp, type Database, type ReservationTargetKind } from '@/platform/db/schema'

// Seats of a capacity-limited tour session or event, never over capacity under concurrency, on
// both databases. Taking seats is ONE conditional UPDATE — `taken = taken + n WHERE
// taken + n <= capacity` — whose row count says whether it worked:
// - PostgreSQL locks the row for the UPDATE; a concurrent UPDATE of the same row waits, then
//   re-checks its WHERE against the committed row (READ COMMITTED), so the last seat goes once.
// - SQLite lets one writer at a time hold the database: one Kysely instance per process runs
//   its transactions one after another on its single connection, and other processes wait for
//   the file's write lock (busy timeout), so the UPDATE always sees the latest `taken`.
// Never read `taken`, decide in JavaScript and write it back: two requests would both decide yes.
// Run takeSeats in the same transaction as the reservation's INSERT, so a refused INSERT (the
// user already holds one) gives the seats back by rolling back. On SQLite, let a write come first
// in that transaction: one that reads first and writes after another process committed fails
// with SQLITE_BUSY at once instead of waiting for the lock.

export interface CapacityTarget {
  kind: ReservationTargetKind
  /** The tour's or event's document _id. */
  id: string
  /** The tour session's key, or NO_SESSION for an event. */
  sessionKey: string
}

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable'>

/**
 * Records a target's capacity from the content (creating its counter at 0 taken). When editors
 * lower it below the seats already taken, it stops at `taken`: nobody holding a seat loses it.
 */
export async function setCapacity(db: Executor, target: CapacityTarget, capacity: number): Promise<void> {
  await db
    .insertInto('capacity_counters')
    .values({
      target_kind: target.kind,
      target_id: target.id,
      session_key: target.sessionKey,
      capacity,
      taken: 0,
      updated_at: toTimestamp(),
    })
    .onConflict((oc) =>
      oc.columns(['target_kind', 'target_id', 'session_key']).doUpdateSet((eb) => ({
        // CASE rather than greatest()/max(): the two databases name that function differently.
        capacity: eb
          .case()
          .when(eb.ref('excluded.capacity'), '<', eb.ref('capacity_counters.taken'))
          .then(eb.ref('capacity_counters.taken'))
          .else(eb.ref('excluded.capacity'))
          .end(),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

/** Takes `seats` if that many are free; false (and nothing changed) otherwise or without a counter. */
export async function takeSeats(db: Executor, target: CapacityTarget, seats: number): Promise<boolean> {
  const result = await db
    .updateTable('capacity_counters')
    .set((eb) => ({ taken: eb('taken', '+', seats), updated_at: toTimestamp() }))
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .where('session_key', '=', target.sessionKey)
    .where((eb) => eb(eb('taken', '+', seats), '<=', eb.ref('capacity')))
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Gives `seats` back (a cancelled reservation); false when fewer than that are taken. */
export async function releaseSeats(db: Executor, target: CapacityTarget, seats: number): Promise<boolean> {
  const result = await db
    .updateTable('capacity_counters')
    .set((eb) => ({ taken: eb('taken', '-', seats), updated_at: toTimestamp() }))
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .where('session_key', '=', target.sessionKey)
    .where('taken', '>=', seats)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
