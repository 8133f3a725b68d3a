import { type Kysely } from 'kysely'

// An itinerary's calendar subscription: a token of its own, apart from the share link's, so a
// calendar app can keep the address while the share link is revoked (or the other way round).
// SQLite cannot add a UNIQUE column, so uniqueness is a unique index, on both databases alike
// (NULLs never collide: an itinerary without a subscription has none). The feed's state holds,
// per calendar entry, what it last said and its revision number, so SEQUENCE and LAST-MODIFIED
// move only when an entry's times or words change (visitors/itineraries/calendar-feed.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('itineraries').addColumn('calendar_token', 'text').execute()
  await db.schema.alterTable('itineraries').addColumn('calendar_feed_state', 'text').execute()
  await db.schema.createIndex('itineraries_calendar_token').unique().on('itineraries').column('calendar_token').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('itineraries_calendar_token').execute()
  await db.schema.alterTable('itineraries').dropColumn('calendar_feed_state').execute()
  await db.schema.alterTable('itineraries').dropColumn('calendar_token').execute()
}
