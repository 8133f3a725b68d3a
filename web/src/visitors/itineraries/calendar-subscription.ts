import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { itemsOf, itemView, type Db, type ItemView } from './itineraries'
import { ensureToken, revokeToken } from './owner-token'

// The calendar subscription of an itinerary: an address a calendar app polls, made of a token of
// its own (./owner-token, like the share link's), created and revoked by the owner. Holding the
// token is the only permission the feed needs, so revoking it stops every calendar app subscribed
// to it at its next poll.

/** The subscription's token; subscribing again keeps the address calendar apps already poll. */
export const subscribeCalendar = (db: Db, userId: string, id: string) => ensureToken(db, userId, id, 'calendar_token')

/** The address answers 404 at once; subscribing again makes a new one, with a fresh feed history. */
export const revokeCalendar = (db: Db, userId: string, id: string) =>
  revokeToken(db, userId, id, 'calendar_token', { calendar_feed_state: null })

/** The owner's token for their page, or null (also for another user's or an unknown itinerary). */
export async function calendarTokenOf(db: Db, userId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('itineraries')
    .select('calendar_token')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.calendar_token ?? null
}

/** A token's shape: anything else is answered 404 without a query. */
export const isCalendarToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

export interface SubscribedItinerary {
  id: string
  userId: string
  name: string
  feedState: string | null
  /** As the owner's page reads them (visit lengths included), so the feed plans the page's day. */
  items: ItemView[]
}

/** What the feed is computed from; undefined for an unknown or revoked token. */
export async function readSubscribed(db: Kysely<Database>, token: string): Promise<SubscribedItinerary | undefined> {
  if (!isCalendarToken(token)) return undefined
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('itineraries')
      .select(['id', 'user_id', 'name', 'calendar_feed_state'])
      .where('calendar_token', '=', token)
      .executeTakeFirst()
    if (!row) return undefined
    const items = await itemsOf(trx, row.id)
    return {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      feedState: row.calendar_feed_state,
      items: items.map(itemView),
    }
  })
}

/**
 * Records the feed's new state only if no other request changed it since it was read (two calendar
 * apps polling at once): the loser's answer was computed from the same inputs, so nothing is lost.
 */
export async function saveFeedState(db: Db, token: string, before: string | null, after: string): Promise<boolean> {
  let update = db.updateTable('itineraries').set({ calendar_feed_state: after }).where('calendar_token', '=', token)
  update = before === null ? update.where('calendar_feed_state', 'is', null) : update.where('calendar_feed_state', '=', before)
  const result = await update.executeTakeFirst()
  return result.numUpdatedRows === 1n
}
