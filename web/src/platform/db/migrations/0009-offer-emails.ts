import { sql, type Kysely } from 'kysely'

// When the email of an offer went (`emailed_at`), so an offer whose email failed is sent again by
// the scheduler until it goes or the offer closes. Set before the email goes and cleared if it
// fails, so two processes never both send it. Offers made before this migration were emailed
// then, or never will be: they count as sent.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('place_offers').addColumn('emailed_at', 'text').execute()
  await sql`update place_offers set emailed_at = offered_at`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('place_offers').dropColumn('emailed_at').execute()
}
