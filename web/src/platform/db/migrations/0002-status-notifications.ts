import type { Kysely } from 'kysely'

// One row per member told about one live notice (a place's status at the time it was posted), so
// each is emailed once however often the place is published again. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('status_notifications')
    // `site:<id>`, `event:<id>` or `tour-session:<id>:<session key>`.
    .addColumn('place_key', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('status_notifications_pk', ['place_key', 'posted_at', 'user_id'])
    .execute()
  await db.schema.createIndex('status_notifications_user').on('status_notifications').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('status_notifications').execute()
}
