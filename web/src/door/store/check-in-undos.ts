import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toTimestamp, type Database, type ReservationTargetKind } from '@/platform/db/schema'

// The record of check-ins staff undid: the ticket, what it was for, who checked it in and when,
// who undid it and when. The ticket itself is then as if never checked in; this is how the door's
// figures still say that something was undone, and by whom.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'selectFrom'>

/** A session as the booking tables name it (booking/store/session-columns.ts SessionRef). */
interface Session {
  kind: ReservationTargetKind
  id: string
  sessionKey: string
}

export interface UndoneCheckIn {
  ticketId: string
  session: Session
  seats: number
  checkedInAt: string
  checkedInBy: string
  undoneAt: Date
  undoneBy: string
}

export async function recordUndo(trx: Executor, undo: UndoneCheckIn): Promise<void> {
  await trx
    .insertInto('check_in_undos')
    .values({
      id: randomUUID(),
      ticket_id: undo.ticketId,
      target_kind: undo.session.kind,
      target_id: undo.session.id,
      session_key: undo.session.sessionKey,
      seats: undo.seats,
      checked_in_at: undo.checkedInAt,
      checked_in_by: undo.checkedInBy,
      undone_at: toTimestamp(undo.undoneAt),
      undone_by: undo.undoneBy,
    })
    .execute()
}

/** How many check-ins were undone in each session that had any. */
export async function undoneBySession(db: Executor): Promise<(Session & { undone: number })[]> {
  const rows = await db
    .selectFrom('check_in_undos')
    .select(['target_kind', 'target_id', 'session_key'])
    .select((eb) => eb.fn.countAll<number | string>().as('undone'))
    .groupBy(['target_kind', 'target_id', 'session_key'])
    .execute()
  return rows.map((row) => ({ kind: row.target_kind, id: row.target_id, sessionKey: row.session_key, undone: Number(row.undone) }))
}
