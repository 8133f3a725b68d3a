import { sql, type Kysely } from 'kysely'
import { isTicketId, newTicketId } from '@/booking/tickets/ticket-code'

// Tickets issued before their ids were the ones signed codes carry (random UUIDs, among them every
// ticket 0004 gave to older reservations) get such an id, so each ticket has a code for its QR and
// for the host to type. Nothing refers to a ticket's id but its code, and no code was ever made
// for a UUID, so changing it loses nothing. Safe to run again: a ticket id is left as it is. The
// id's format is the one codes carry for as long as any code is valid, so the migration may use
// it rather than a frozen copy.

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string }>`select id from tickets`.execute(db)
  for (const { id } of rows) {
    if (!isTicketId(id)) await sql`update tickets set id = ${newTicketId()} where id = ${id}`.execute(db)
  }
}

export async function down(): Promise<void> {
  // The UUIDs are gone, and nothing needs them back.
}
