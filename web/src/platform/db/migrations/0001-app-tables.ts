import { sql, type Kysely } from 'kysely'

// The app's own tables (better-auth migrates its tables itself). Only column types both SQLite
// and PostgreSQL share: text and integer; timestamps are ISO 8601 text (see ../schema.ts).
// A migration is frozen once released: the allowed values are written out here rather than
// imported from schema.ts, so a later edit there cannot change what this migration created.

// Kysely<unknown>: a migration runs against the database as it was at that point, not today's types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roster_entries')
    .addColumn('email', 'text', (c) => c.primaryKey().notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    // The import lower-cases; the CHECK makes a mixed-case duplicate impossible, not just unlikely.
    .addCheckConstraint('roster_entries_email_lower', sql`email = lower(email)`)
    .execute()

  await db.schema
    .createTable('itineraries')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('itineraries_user_id').on('itineraries').column('user_id').execute()

  await db.schema
    .createTable('itinerary_items')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('itinerary_id', 'text', (c) => c.notNull().references('itineraries.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text')
    .addColumn('note', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('itinerary_items_kind', sql`kind in ('site', 'event', 'tour', 'stop')`)
    // Also serves as the index for "items of this itinerary" (its leading column).
    .addUniqueConstraint('itinerary_items_once', ['itinerary_id', 'kind', 'ref_id'])
    .execute()

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reservations_target_kind', sql`target_kind in ('tour-session', 'event')`)
    .addCheckConstraint('reservations_seats', sql`seats > 0`)
    .addUniqueConstraint('reservations_once', ['user_id', 'target_kind', 'target_id', 'session_key'])
    .execute()
  await db.schema.createIndex('reservations_target').on('reservations').columns(['target_kind', 'target_id', 'session_key']).execute()

  await db.schema
    .createTable('capacity_counters')
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('capacity_counters_pk', ['target_kind', 'target_id', 'session_key'])
    .addCheckConstraint('capacity_counters_target_kind', sql`target_kind in ('tour-session', 'event')`)
    // The backstop of the conditional UPDATE: no write, however buggy, can oversell.
    .addCheckConstraint('capacity_counters_within', sql`taken >= 0 and taken <= capacity`)
    .execute()

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('form_submissions_kind', sql`kind in ('newsletter', 'contact')`)
    .execute()

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit_counters',
    'form_submissions',
    'capacity_counters',
    'reservations',
    'itinerary_items',
    'itineraries',
    'roster_entries',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
