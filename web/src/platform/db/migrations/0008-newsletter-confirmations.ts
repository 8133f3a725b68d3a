import { type Kysely } from 'kysely'

// A newsletter sign-up waiting for its address to be confirmed (double opt-in): the emailed
// link's token, kept only as its SHA-256 (a copy of the database holds no usable link), the
// address and name to add once confirmed, and when the link stops working. A token is used by
// deleting its row, so it works once. Several may wait for one address (signed up twice).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('newsletter_confirmations_email').on('newsletter_confirmations').column('email').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_confirmations').execute()
}
