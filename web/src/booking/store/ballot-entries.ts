import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toTimestamp, type BallotEntry, type BallotEntryState, type Database } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// Ballot entries: one per account per session (a UNIQUE constraint), written with conditional
// statements so the draw and a withdrawal cannot cross. The draw first marks every entry still
// 'entered' as drawn (one UPDATE, which on PostgreSQL locks those rows until it commits); a
// withdrawal changes only an entry that is 'entered' and not drawn, so it either happens before
// the draw takes the entry, or finds it drawn and is refused.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

export interface NewEntry {
  userId: string
  party: number
  member: boolean
}

export type EnterOutcome = { ok: true; entry: BallotEntry } | { ok: false; reason: 'already-entered' }

/** Enters the ballot; a withdrawn entry is entered again (same id), before the draw only. */
export async function insertEntry(db: Executor, session: SessionRef, entrant: NewEntry, now: Date): Promise<EnterOutcome> {
  const at = toTimestamp(now)
  const inserted = await db
    .insertInto('ballot_entries')
    .values({
      id: randomUUID(),
      ...sessionColumns(session),
      user_id: entrant.userId,
      party: entrant.party,
      member: entrant.member ? 1 : 0,
      state: 'entered',
      position: null,
      entered_at: at,
      withdrawn_at: null,
      drawn_at: null,
      result_sent_at: null,
    })
    .onConflict((oc) => oc.columns(['target_kind', 'target_id', 'session_key', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { ok: true, entry: inserted }
  const again = await db
    .updateTable('ballot_entries')
    .set({ state: 'entered', party: entrant.party, member: entrant.member ? 1 : 0, entered_at: at, withdrawn_at: null })
    .where((eb) => eb.and(sessionColumns(session)))
    .where('user_id', '=', entrant.userId)
    .where('state', '=', 'withdrawn')
    .where('drawn_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  return again ? { ok: true, entry: again } : { ok: false, reason: 'already-entered' }
}

/** Withdraws the user's own entry if it is entered and not drawn; undefined otherwise. */
export function withdrawEntry(db: Executor, userId: string, entryId: string, now: Date): Promise<BallotEntry | undefined> {
  return db
    .updateTable('ballot_entries')
    .set({ state: 'withdrawn', withdrawn_at: toTimestamp(now) })
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where('state', '=', 'entered')
    .where('drawn_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

export function findEntry(db: Pick<Kysely<Database>, 'selectFrom'>, entryId: string): Promise<BallotEntry | undefined> {
  return db.selectFrom('ballot_entries').selectAll().where('id', '=', entryId).executeTakeFirst()
}

/** Marks every entry still in the session's ballot as drawn and returns them: the draw's entrants. */
export function takeEntriesForDraw(trx: Executor, session: SessionRef, now: Date): Promise<BallotEntry[]> {
  return trx
    .updateTable('ballot_entries')
    .set({ drawn_at: toTimestamp(now) })
    .where((eb) => eb.and(sessionColumns(session)))
    .where('state', '=', 'entered')
    .where('drawn_at', 'is', null)
    .returningAll()
    .execute()
}

/** Stores an entry's place in the draw order and what it brought. */
export async function recordPosition(
  trx: Executor,
  entryId: string,
  position: number,
  state: Extract<BallotEntryState, 'won' | 'waitlisted'>,
) {
  await trx.updateTable('ballot_entries').set({ position, state }).where('id', '=', entryId).execute()
}

/** Claims the result email of an entry (false: another process has it); `release` gives it back after a failed send. */
export async function claimResultEmail(db: Executor, entryId: string, now: Date, release = false): Promise<boolean> {
  const result = await db
    .updateTable('ballot_entries')
    .set({ result_sent_at: release ? null : toTimestamp(now) })
    .where('id', '=', entryId)
    .where('result_sent_at', release ? 'is not' : 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** The entries of a drawn session, in draw order (for publishing and checking the draw). */
export function drawnEntries(db: Pick<Kysely<Database>, 'selectFrom'>, session: SessionRef): Promise<BallotEntry[]> {
  return db
    .selectFrom('ballot_entries')
    .selectAll()
    .where((eb) => eb.and(sessionColumns(session)))
    .where('position', 'is not', null)
    .orderBy('position')
    .execute()
}
