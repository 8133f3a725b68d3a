import { sql, type Kysely } from 'kysely'
import { newDoorCode } from '@/booking/tickets/door-code'

// Two things of the door. Each ticket gets a door code: eight characters a host types when the
// camera cannot read the QR code, unique among tickets (booking/tickets/door-code.ts); tickets
// issued before this migration get theirs now. And a check-in staff undid by mistake is recorded
// (who checked it in and when, who undid it and when, and the session it was for), so the door's
// figures can say what happened: the ticket itself is then as if never checked in. The record
// outlives the ticket (a booking cancelled after the undo), so it keeps the session's columns
// rather than a reference.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('door_code', 'text').execute()
  const { rows } = await sql<{ id: string }>`select id from tickets`.execute(db)
  const taken = new Set<string>()
  for (const { id } of rows) {
    let code = newDoorCode()
    while (taken.has(code)) code = newDoorCode()
    taken.add(code)
    await sql`update tickets set door_code = ${code} where id = ${id}`.execute(db)
  }
  await db.schema.createIndex('tickets_door_code').unique().on('tickets').column('door_code').execute()

  await db.schema
    .createTable('check_in_undos')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('ticket_id', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('checked_in_at', 'text', (c) => c.notNull())
    .addColumn('checked_in_by', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text', (c) => c.notNull())
    .addColumn('undone_by', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('check_in_undos_session').on('check_in_undos').columns(['target_kind', 'target_id', 'session_key']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_in_undos').execute()
  await db.schema.dropIndex('tickets_door_code').execute()
  await db.schema.alterTable('tickets').dropColumn('door_code').execute()
}
