import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@/db/schema'
import { itemsOf, type Db } from './itineraries'

// The read-only share link. The token is 32 random bytes (256 bits, base64url): unguessable, so
// holding it is the only permission the shared view needs.

export const newShareToken = () => randomBytes(32).toString('base64url')

/** Shares the itinerary; sharing it again keeps the link it already has. */
export async function shareItinerary(db: Db, userId: string, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('itineraries')
    .set((eb) => ({ share_token: eb.fn.coalesce('share_token', eb.val(newShareToken())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('share_token')
    .executeTakeFirst()
  return row?.share_token ?? undefined
}

/** The old link stops working at once; sharing again makes a new one. */
export async function revokeShare(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('itineraries')
    .set({ share_token: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export interface SharedItinerary {
  name: string
  updatedAt: string
  items: { kind: string; refId: string; day: string | null; note: string | null; position: number }[]
}

/** What a share link shows: the plan only — no owner, no ids that would address the original. */
export async function readShared(db: Kysely<Database>, token: string): Promise<SharedItinerary | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('itineraries').select(['id', 'name', 'updated_at']).where('share_token', '=', token).executeTakeFirst()
    if (!row) return undefined
    const items = await itemsOf(trx, row.id)
    return {
      name: row.name,
      updatedAt: row.updated_at,
      items: items.map((i) => ({ kind: i.kind, refId: i.ref_id, day: i.day, note: i.note, position: i.position })),
    }
  })
}
