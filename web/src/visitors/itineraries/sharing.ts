import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { itemsOf, itemView, type Db } from './itineraries'
import { ensureToken, revokeToken } from './owner-token'

// The read-only share link, addressed by the itinerary's share token (./owner-token).

/** Shares the itinerary; sharing it again keeps the link it already has. */
export const shareItinerary = (db: Db, userId: string, id: string) => ensureToken(db, userId, id, 'share_token')

/** The old link stops working at once; sharing again makes a new one. */
export const revokeShare = (db: Db, userId: string, id: string) => revokeToken(db, userId, id, 'share_token')

export interface SharedItinerary {
  name: string
  updatedAt: string
  items: { kind: string; refId: string; day: string | null; note: string | null; visitMinutes: number | null; position: number }[]
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
      items: items.map((i) => {
        const { kind, refId, day, note, visitMinutes, position } = itemView(i)
        return { kind, refId, day, note, visitMinutes, position }
      }),
    }
  })
}
