import type { Kysely } from 'kysely'
import { orderedId } from '@/platform/db/ordered-id'
import { toTimestamp, type Database, type WaitlistEntry } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// The line for a full first-come session: one place per account (a UNIQUE constraint), served in
// the order people joined (ties of the clock broken by the id, which sorts in the order made).
// Someone who left may join again, at the back.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

export type JoinOutcome = { ok: true; entry: WaitlistEntry } | { ok: false; reason: 'already-waiting' }

export async function insertWaitlistEntry(
  db: Executor,
  session: SessionRef,
  userId: string,
  party: number,
  now: Date,
): Promise<JoinOutcome> {
  const at = toTimestamp(now)
  const inserted = await db
    .insertInto('waitlist_entries')
    .values({ id: orderedId(), ...sessionColumns(session), user_id: userId, party, state: 'waiting', joined_at: at, left_at: null })
    .onConflict((oc) => oc.columns(['target_kind', 'target_id', 'session_key', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { ok: true, entry: inserted }
  const again = await db
    .updateTable('waitlist_entries')
    .set({ state: 'waiting', party, joined_at: at, left_at: null })
    .where((eb) => eb.and(sessionColumns(session)))
    .where('user_id', '=', userId)
    .where('state', '=', 'left')
    .returningAll()
    .executeTakeFirst()
  return again ? { ok: true, entry: again } : { ok: false, reason: 'already-waiting' }
}

/** Takes the user's own waiting entry out of the line; undefined when there is none waiting. */
export function leaveWaitlist(db: Executor, userId: string, entryId: string, now: Date): Promise<WaitlistEntry | undefined> {
  return db
    .updateTable('waitlist_entries')
    .set({ state: 'left', left_at: toTimestamp(now) })
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where('state', '=', 'waiting')
    .returningAll()
    .executeTakeFirst()
}

/** How many are waiting ahead of an entry that joined at `joinedAt` (ties broken by id, as the line is served). */
export async function waitingAhead(db: Pick<Kysely<Database>, 'selectFrom'>, entry: WaitlistEntry): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_kind', '=', entry.target_kind)
    .where('target_id', '=', entry.target_id)
    .where('session_key', '=', entry.session_key)
    .where('state', '=', 'waiting')
    .where((eb) => eb.or([eb('joined_at', '<', entry.joined_at), eb.and([eb('joined_at', '=', entry.joined_at), eb('id', '<', entry.id)])]))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
