import { sql, type Kysely } from 'kysely'

// What hosts report from the door: every tap (a visitor count, a line, a status) as one row under
// the id the phone made for it, so a tap sent twice is stored once; and one counter per site and
// festival day, moved with a conditional UPDATE so the count never goes below zero.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('host_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // 'count' | 'line' | 'status'
    .addColumn('kind', 'text', (c) => c.notNull())
    // A count's change as applied (0 when it was refused).
    .addColumn('delta', 'integer', (c) => c.notNull().defaultTo(0))
    // A line's length in minutes (0: no line).
    .addColumn('minutes', 'integer')
    // A status: 'at-capacity' | 'closed-early' | 'reopened' | 'last-entry'.
    .addColumn('status', 'text')
    // With 'last-entry': the wall-clock time, HH:MM.
    .addColumn('last_entry', 'text')
    // Why a count was not applied ('below-zero'); NULL when it was.
    .addColumn('refused', 'text')
    // When the host tapped (the phone's clock), and when the server stored it.
    .addColumn('tapped_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    // The festival day of tapped_at, in the festival's time zone.
    .addColumn('day', 'text', (c) => c.notNull())
    .addCheckConstraint('host_reports_kind', sql`kind in ('count', 'line', 'status')`)
    .execute()
  await db.schema.createIndex('host_reports_site_kind').on('host_reports').columns(['site_id', 'kind', 'tapped_at']).execute()
  await db.schema.createIndex('host_reports_day').on('host_reports').columns(['day', 'site_id']).execute()

  await db.schema
    .createTable('visit_counts')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_counts_pk', ['site_id', 'day'])
    .addCheckConstraint('visit_counts_not_negative', sql`total >= 0`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_counts').execute()
  await db.schema.dropTable('host_reports').execute()
}
