import type { Kysely } from 'kysely'
import { newDoorCode } from '@/booking/tickets/door-code'
import { newTicketId } from '@/booking/tickets/ticket-code'
import { toTimestamp, type Database, type Ticket } from '@/platform/db/schema'
import type { SessionRef } from './session-columns'

// One ticket per reservation (UNIQUE, deleted with it). Its check-in is set once, by a
// conditional UPDATE (`WHERE checked_in_at IS NULL`), so a ticket shown at two doors at once, or
// scanned twice, is let in once; the second scan learns when, and by whom, it was checked in.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

/**
 * Issues the reservation's ticket with a door code no other ticket has: the insert does nothing
 * when the code is taken (ON CONFLICT DO NOTHING, which also leaves a PostgreSQL transaction
 * usable), and a new code is drawn. `doorCode` is for tests that force a clash.
 */
export async function issueTicket(trx: Executor, reservationId: string, now: Date, doorCode = newDoorCode): Promise<Ticket> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row: Ticket = {
      // The id a ticket code signs (booking/tickets/ticket-code.ts): 80 random bits in Crockford base 32.
      id: newTicketId(),
      reservation_id: reservationId,
      issued_at: toTimestamp(now),
      checked_in_at: null,
      checked_in_by: null,
      released_at: null,
      reminded_at: null,
      door_code: doorCode(),
    }
    const inserted = await trx
      .insertInto('tickets')
      .values(row)
      .onConflict((oc) => oc.column('door_code').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return row
  }
  // Eight clashes in a row among 34 billion codes: the generator is broken, not unlucky.
  throw new Error('No free door code for a new ticket')
}

/** The id of the ticket with this door code (as stored: booking/tickets/door-code.ts readDoorCode). */
export async function ticketIdOfDoorCode(db: Pick<Kysely<Database>, 'selectFrom'>, doorCode: string): Promise<string | undefined> {
  return (await db.selectFrom('tickets').select('id').where('door_code', '=', doorCode).executeTakeFirst())?.id
}

/** A ticket with what it admits to. */
export interface TicketWithSession extends Ticket {
  session: SessionRef
  user_id: string
  seats: number
}

export async function findTicket(db: Pick<Kysely<Database>, 'selectFrom'>, ticketId: string): Promise<TicketWithSession | undefined> {
  const row = await db
    .selectFrom('tickets')
    .innerJoin('reservations', 'reservations.id', 'tickets.reservation_id')
    .selectAll('tickets')
    .select([
      'reservations.target_kind',
      'reservations.target_id',
      'reservations.session_key',
      'reservations.user_id',
      'reservations.seats',
    ])
    .where('tickets.id', '=', ticketId)
    .executeTakeFirst()
  if (!row) return undefined
  const { target_kind, target_id, session_key, seats, ...ticket } = row
  return { ...ticket, seats: Number(seats), session: { kind: target_kind, id: target_id, sessionKey: session_key } }
}

/**
 * Holds a reservation's ticket against the door for the rest of the transaction: 'held' when it is
 * neither checked in nor released (a conditional UPDATE takes its row's lock, so a check-in at the
 * same moment waits for this transaction and then finds the ticket gone), 'checked-in' when the
 * door counted it first, 'released' when its places went to walk-ups, 'none' without a ticket.
 */
export async function holdUncheckedTicket(trx: Executor, reservationId: string): Promise<'held' | 'checked-in' | 'released' | 'none'> {
  const ticket = await trx.selectFrom('tickets').select('id').where('reservation_id', '=', reservationId).executeTakeFirst()
  if (!ticket) return 'none'
  const held = await trx
    .updateTable('tickets')
    .set((eb) => ({ reminded_at: eb.ref('reminded_at') }))
    .where('id', '=', ticket.id)
    .where('checked_in_at', 'is', null)
    .where('released_at', 'is', null)
    .executeTakeFirst()
  if (held.numUpdatedRows === 1n) return 'held'
  const now = await trx.selectFrom('tickets').select(['checked_in_at', 'released_at']).where('id', '=', ticket.id).executeTakeFirst()
  return now?.checked_in_at ? 'checked-in' : now?.released_at ? 'released' : 'none'
}

/**
 * Takes a check-in back (staff undoing a mistake at the door): true when this call did it, that is
 * the ticket was still checked in at `checkedInAt`, so of two undos at once one wins.
 */
export async function clearCheckIn(trx: Executor, ticketId: string, checkedInAt: string): Promise<boolean> {
  const result = await trx
    .updateTable('tickets')
    .set({ checked_in_at: null, checked_in_by: null })
    .where('id', '=', ticketId)
    .where('checked_in_at', '=', checkedInAt)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** Checks a ticket in; true when this call did it (it was neither checked in nor released). */
export async function markCheckedIn(db: Executor, ticketId: string, hostId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({ checked_in_at: toTimestamp(now), checked_in_by: hostId })
    .where('id', '=', ticketId)
    .where('checked_in_at', 'is', null)
    .where('released_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Releases the session's tickets nobody checked in, and returns them with their seats; a ticket is
 * released once (`WHERE released_at IS NULL`), so two runs never count a no-show twice.
 */
export async function releaseUncheckedTickets(trx: Executor, session: SessionRef, now: Date): Promise<{ id: string; seats: number }[]> {
  const released = await trx
    .updateTable('tickets')
    .set({ released_at: toTimestamp(now) })
    .where('checked_in_at', 'is', null)
    .where('released_at', 'is', null)
    .where('reservation_id', 'in', (eb) =>
      eb
        .selectFrom('reservations')
        .select('reservations.id')
        .where('reservations.target_kind', '=', session.kind)
        .where('reservations.target_id', '=', session.id)
        .where('reservations.session_key', '=', session.sessionKey),
    )
    .returning(['id', 'reservation_id'])
    .execute()
  if (released.length === 0) return []
  const seats = await trx
    .selectFrom('reservations')
    .select(['id', 'seats'])
    .where(
      'id',
      'in',
      released.map((t) => t.reservation_id),
    )
    .execute()
  const byReservation = new Map(seats.map((r) => [r.id, Number(r.seats)]))
  return released.map((t) => ({ id: t.id, seats: byReservation.get(t.reservation_id) ?? 0 }))
}

/** Sessions that have tickets neither checked in nor released (the ones no-shows may come from). */
export function sessionsWithOpenTickets(db: Pick<Kysely<Database>, 'selectFrom'>) {
  return db
    .selectFrom('tickets')
    .innerJoin('reservations', 'reservations.id', 'tickets.reservation_id')
    .select(['reservations.target_kind', 'reservations.target_id', 'reservations.session_key'])
    .where('tickets.checked_in_at', 'is', null)
    .where('tickets.released_at', 'is', null)
    .distinct()
    .execute()
}

/** Tickets whose reminder has not been sent (nor their place released), with their reservation. */
export function ticketsToRemind(db: Pick<Kysely<Database>, 'selectFrom'>) {
  return db
    .selectFrom('tickets')
    .innerJoin('reservations', 'reservations.id', 'tickets.reservation_id')
    .select([
      'tickets.id',
      'reservations.user_id',
      'reservations.target_kind',
      'reservations.target_id',
      'reservations.session_key',
      'reservations.seats',
      'reservations.created_at',
    ])
    .where('tickets.reminded_at', 'is', null)
    .where('tickets.released_at', 'is', null)
    .where('tickets.checked_in_at', 'is', null)
    .execute()
}

/** Claims a ticket's reminder (false: already sent or being sent); `release` gives it back after a failed send. */
export async function claimReminder(db: Executor, ticketId: string, now: Date, release = false): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({ reminded_at: release ? null : toTimestamp(now) })
    .where('id', '=', ticketId)
    .where('reminded_at', release ? 'is not' : 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
