import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { toTimestamp, type Database, type Itinerary, type ItineraryItem } from '@/platform/db/schema'

// A signed-in user's itineraries. Every query carries `user_id = ?`, so another user's id and an
// unknown id are the same thing to the caller: undefined/false, answered as 404.

export type Db = Kysely<Database> | Transaction<Database>

export interface ItinerarySummary {
  id: string
  name: string
  itemCount: number
  shared: boolean
  createdAt: string
  updatedAt: string
}

export interface ItineraryDetail extends Omit<ItinerarySummary, 'itemCount'> {
  shareToken: string | null
  items: ItemView[]
}

export interface ItemView {
  id: string
  kind: ItineraryItem['kind']
  refId: string
  day: string | null
  note: string | null
  /** How long the member means to stay; null: the planner's usual visit. */
  visitMinutes: number | null
  position: number
}

export const itemView = (row: ItineraryItem): ItemView => ({
  id: row.id,
  kind: row.kind,
  refId: row.ref_id,
  day: row.day,
  note: row.note,
  // PostgreSQL and SQLite both answer an integer column as a number.
  visitMinutes: row.visit_minutes === null ? null : Number(row.visit_minutes),
  position: row.position,
})

/**
 * Marks the user's itinerary as changed and tells whether it is theirs. A write first: on
 * PostgreSQL it locks the row, so concurrent writes to one itinerary queue up behind it, and on
 * SQLite it takes the write lock at once rather than failing a read-then-write upgrade.
 */
export async function touchOwned(trx: Db, userId: string, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('itineraries')
    .set({ updated_at: toTimestamp() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function listItineraries(db: Db, userId: string): Promise<ItinerarySummary[]> {
  const rows = await db
    .selectFrom('itineraries as i')
    .leftJoin('itinerary_items as it', 'it.itinerary_id', 'i.id')
    .select(['i.id', 'i.name', 'i.share_token', 'i.created_at', 'i.updated_at'])
    .select((eb) => eb.fn.count<number | string>('it.id').as('item_count'))
    .where('i.user_id', '=', userId)
    .groupBy(['i.id', 'i.name', 'i.share_token', 'i.created_at', 'i.updated_at'])
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.id')
    .execute()
  // PostgreSQL answers count() as a bigint string.
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    itemCount: Number(r.item_count),
    shared: r.share_token !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }))
}

export async function createItinerary(db: Db, userId: string, name: string): Promise<ItineraryDetail> {
  const now = toTimestamp()
  const row: Itinerary = {
    id: randomUUID(),
    user_id: userId,
    name,
    share_token: null,
    calendar_token: null,
    calendar_feed_state: null,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('itineraries').values(row).execute()
  return { id: row.id, name, shared: false, shareToken: null, createdAt: now, updatedAt: now, items: [] }
}

export async function itemsOf(db: Db, itineraryId: string): Promise<ItineraryItem[]> {
  return db
    .selectFrom('itinerary_items')
    .selectAll()
    .where('itinerary_id', '=', itineraryId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function getItinerary(db: Kysely<Database>, userId: string, id: string): Promise<ItineraryDetail | undefined> {
  // One transaction, so the itinerary and its items are one consistent picture.
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('itineraries').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    return row && detailOf(row, await itemsOf(trx, id))
  })
}

const detailOf = (row: Itinerary, items: ItineraryItem[]): ItineraryDetail => ({
  id: row.id,
  name: row.name,
  shared: row.share_token !== null,
  shareToken: row.share_token,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  items: items.map(itemView),
})

/**
 * Two round trips: the renamed row comes back from its update, then its items. Read after the
 * rename, the items are at least as new as the name, which is all the answer promises.
 */
export async function renameItinerary(db: Db, userId: string, id: string, name: string): Promise<ItineraryDetail | undefined> {
  const row = await db
    .updateTable('itineraries')
    .set({ name, updated_at: toTimestamp() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
  return row && detailOf(row, await itemsOf(db, id))
}

/** Its items go with it (ON DELETE CASCADE). */
export async function deleteItinerary(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('itineraries').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return result.numDeletedRows === 1n
}
