import { type Kysely } from 'kysely'

// How long a member means to stay at a place of their itinerary, in minutes; null keeps the
// planner's usual visit. Every item made before this migration has the usual visit.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('itinerary_items').addColumn('visit_minutes', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('itinerary_items').dropColumn('visit_minutes').execute()
}
