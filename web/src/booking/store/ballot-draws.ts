import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newSeed, seedHash } from '@/booking/draw/seed'
import { toTimestamp, type BallotDraw, type Database } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// A ballot's draw row. The seed is made, and its hash committed, the first time the session is
// shown or entered: INSERT … ON CONFLICT DO NOTHING, so two first visitors at once still leave one
// seed, and every later call reads the same commitment. Drawing is claimed by one conditional
// UPDATE (`drawn_at` set WHERE it is null): on PostgreSQL a second process's UPDATE waits for
// the row, then finds it set; on SQLite writers take turns. Either way exactly one process draws.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

/** The session's draw, created with a new secret seed when it has none yet (read first: most calls find it). */
export async function commitDraw(db: Executor, session: SessionRef, now: Date): Promise<BallotDraw> {
  const existing = await findDraw(db, session)
  if (existing) return existing
  const seed = newSeed()
  await db
    .insertInto('ballot_draws')
    .values({
      id: randomUUID(),
      ...sessionColumns(session),
      seed,
      seed_hash: seedHash(seed),
      committed_at: toTimestamp(now),
      drawn_at: null,
      places: null,
      members_share: null,
      entries: null,
    })
    .onConflict((oc) => oc.columns(['target_kind', 'target_id', 'session_key']).doNothing())
    .execute()
  const draw = await findDraw(db, session)
  if (!draw) throw new Error('The draw row was not stored.')
  return draw
}

export function findDraw(db: Pick<Kysely<Database>, 'selectFrom'>, session: SessionRef): Promise<BallotDraw | undefined> {
  return db
    .selectFrom('ballot_draws')
    .selectAll()
    .where((eb) => eb.and(sessionColumns(session)))
    .executeTakeFirst()
}

/**
 * Claims the draw for this transaction: the row, when this call set `drawn_at`; undefined when
 * the session was drawn already (or has no draw row). Run it first in the transaction, so on
 * SQLite the write lock is taken before anything is read.
 */
export async function claimDraw(trx: Executor, session: SessionRef, now: Date, membersShare: number): Promise<BallotDraw | undefined> {
  return trx
    .updateTable('ballot_draws')
    .set({ drawn_at: toTimestamp(now), places: 0, entries: 0, members_share: Math.min(100, Math.max(0, Math.round(membersShare))) })
    .where((eb) => eb.and(sessionColumns(session)))
    .where('drawn_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

/** The figures of a claimed draw, once known. */
export async function recordDrawFigures(trx: Executor, drawId: string, places: number, entries: number): Promise<void> {
  await trx.updateTable('ballot_draws').set({ places, entries }).where('id', '=', drawId).execute()
}

/** Draws committed but not yet drawn (the sessions a scheduler may have to draw). */
export function undrawnDraws(db: Pick<Kysely<Database>, 'selectFrom'>): Promise<BallotDraw[]> {
  return db.selectFrom('ballot_draws').selectAll().where('drawn_at', 'is', null).orderBy('committed_at').execute()
}
