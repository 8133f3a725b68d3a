import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { toTimestamp, type Database, type ItineraryItemKind } from '@/platform/db/schema'
import { createItinerary, itemsOf, itemView, touchOwned, type ItemView, type ItineraryDetail } from './itineraries'

// Items of a user's itinerary. Each write is one transaction that first proves ownership
// (touchOwned) and then changes one item, so two tabs adding different items both keep theirs.
// A change that finds nothing to change is rolled back, the itinerary's last-changed time with it:
// a refused request leaves no trace.

/** What a refused change answers; thrown to roll its transaction back. */
class Refused<T> extends Error {
  constructor(readonly answer: T) {
    super('refused')
  }
}

async function changeOrNothing<T>(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<T | Refused<T>>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await change(trx)
      if (result instanceof Refused) throw result
      return result
    })
  } catch (error) {
    if (error instanceof Refused) return error.answer as T
    throw error
  }
}

export interface NewItem {
  kind: ItineraryItemKind
  refId: string
  day?: string | null
  note?: string | null
  visitMinutes?: number | null
}

export type AddResult = { item: ItemView; created: boolean } | undefined

/** Adds an item at the end; the same kind and ref twice answers the item already there. */
export async function addItem(db: Kysely<Database>, userId: string, itineraryId: string, input: NewItem): Promise<AddResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await touchOwned(trx, userId, itineraryId))) return undefined
    return appendItem(trx, itineraryId, input)
  })
}

/**
 * A new itinerary made for an item ("Add to itinerary", a new one): the itinerary and its first
 * item in one transaction, so a failure leaves neither, and the visitor never has an empty
 * itinerary to tidy up.
 */
export async function createItineraryWithItem(
  db: Kysely<Database>,
  userId: string,
  name: string,
  input: NewItem,
): Promise<ItineraryDetail> {
  return db.transaction().execute(async (trx) => {
    const created = await createItinerary(trx, userId, name)
    const { item } = await appendItem(trx, created.id, input)
    return { ...created, items: [item] }
  })
}

/** The item at the end of an itinerary the caller has proved is the user's. */
async function appendItem(trx: Transaction<Database>, itineraryId: string, input: NewItem): Promise<{ item: ItemView; created: boolean }> {
  const last = await trx
    .selectFrom('itinerary_items')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('itinerary_id', '=', itineraryId)
    .executeTakeFirst()
  const now = toTimestamp()
  const id = randomUUID()
  // ON CONFLICT DO NOTHING on the unique (itinerary, kind, ref): a repeat is not an error.
  const inserted = await trx
    .insertInto('itinerary_items')
    .values({
      id,
      itinerary_id: itineraryId,
      kind: input.kind,
      ref_id: input.refId,
      day: input.day ?? null,
      note: input.note ?? null,
      visit_minutes: input.visitMinutes ?? null,
      position: Number(last?.max ?? -1) + 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['itinerary_id', 'kind', 'ref_id']).doNothing())
    .executeTakeFirst()
  const row = await trx
    .selectFrom('itinerary_items')
    .selectAll()
    .where('itinerary_id', '=', itineraryId)
    .where('kind', '=', input.kind)
    .where('ref_id', '=', input.refId)
    .executeTakeFirstOrThrow()
  return { item: itemView(row), created: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 }
}

export interface ItemChanges {
  day?: string | null
  note?: string | null
  visitMinutes?: number | null
}

export async function updateItem(
  db: Kysely<Database>,
  userId: string,
  itineraryId: string,
  itemId: string,
  changes: ItemChanges,
): Promise<ItemView | undefined> {
  return changeOrNothing(db, async (trx): Promise<ItemView | undefined | Refused<undefined>> => {
    if (!(await touchOwned(trx, userId, itineraryId))) return undefined
    const row = await trx
      .updateTable('itinerary_items')
      .set({
        ...(changes.day !== undefined && { day: changes.day }),
        ...(changes.note !== undefined && { note: changes.note }),
        ...(changes.visitMinutes !== undefined && { visit_minutes: changes.visitMinutes }),
        updated_at: toTimestamp(),
      })
      .where('id', '=', itemId)
      .where('itinerary_id', '=', itineraryId)
      .returningAll()
      .executeTakeFirst()
    return row ? itemView(row) : new Refused(undefined)
  })
}

export async function removeItem(db: Kysely<Database>, userId: string, itineraryId: string, itemId: string): Promise<boolean> {
  return changeOrNothing(db, async (trx): Promise<boolean | Refused<boolean>> => {
    if (!(await touchOwned(trx, userId, itineraryId))) return false
    const result = await trx
      .deleteFrom('itinerary_items')
      .where('id', '=', itemId)
      .where('itinerary_id', '=', itineraryId)
      .executeTakeFirst()
    return result.numDeletedRows === 1n ? true : new Refused(false)
  })
}

/** A change to several items at once: the itinerary's items after it, or why nothing changed. */
export type ReorderResult = { ok: true; items: ItemView[] } | { ok: false; reason: 'not_found' | 'mismatch' }

/** `order` must name every item of the itinerary exactly once; anything else changes nothing. */
export async function reorderItems(db: Kysely<Database>, userId: string, itineraryId: string, order: string[]): Promise<ReorderResult> {
  return changeOrNothing(db, async (trx): Promise<ReorderResult | Refused<ReorderResult>> => {
    if (!(await touchOwned(trx, userId, itineraryId))) return { ok: false, reason: 'not_found' }
    const current = new Set((await itemsOf(trx, itineraryId)).map((item) => item.id))
    const given = new Set(order)
    if (given.size !== order.length || given.size !== current.size || order.some((id) => !current.has(id)))
      return new Refused<ReorderResult>({ ok: false, reason: 'mismatch' })
    const now = toTimestamp()
    for (const [position, id] of order.entries()) {
      await trx
        .updateTable('itinerary_items')
        .set({ position, updated_at: now })
        .where('id', '=', id)
        .where('itinerary_id', '=', itineraryId)
        .execute()
    }
    return { ok: true, items: (await itemsOf(trx, itineraryId)).map(itemView) }
  })
}

export interface ItemDay {
  itemId: string
  day: string | null
}

/**
 * Gives each named item its day, all in one transaction ("Split across the weekend" moves several
 * stops at once): an item that is not the itinerary's (removed in another tab) changes nothing at
 * all, so a split is never left half done. Sending the same days again changes nothing new.
 */
export async function setItemDays(db: Kysely<Database>, userId: string, itineraryId: string, days: ItemDay[]): Promise<ReorderResult> {
  return changeOrNothing(db, async (trx): Promise<ReorderResult | Refused<ReorderResult>> => {
    if (!(await touchOwned(trx, userId, itineraryId))) return { ok: false, reason: 'not_found' }
    const now = toTimestamp()
    for (const { itemId, day } of days) {
      const result = await trx
        .updateTable('itinerary_items')
        .set({ day, updated_at: now })
        .where('id', '=', itemId)
        .where('itinerary_id', '=', itineraryId)
        .executeTakeFirst()
      if (result.numUpdatedRows !== 1n) return new Refused<ReorderResult>({ ok: false, reason: 'mismatch' })
    }
    return { ok: true, items: (await itemsOf(trx, itineraryId)).map(itemView) }
  })
}
