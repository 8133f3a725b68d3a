import { randomBytes } from 'node:crypto'
import type { Db } from './itineraries'

// The owner's tokens on an itinerary (the share link's, the calendar subscription's): 32 random
// bytes (256 bits, base64url), unguessable, so holding one is the only permission its view needs.
// One column each; the owner makes and revokes them, never anyone else.

const newToken = () => randomBytes(32).toString('base64url')

export type TokenColumn = 'share_token' | 'calendar_token'

/**
 * The itinerary's token in `column`, made if it has none; undefined for another user's or an
 * unknown itinerary. One statement: two requests at once both get the token the first one wrote,
 * since the second's COALESCE reads the row the first committed (PostgreSQL re-reads a row another
 * transaction updated before updating it; SQLite runs one writer at a time).
 */
export async function ensureToken(db: Db, userId: string, id: string, column: TokenColumn): Promise<string | undefined> {
  const row = await db
    .updateTable('itineraries')
    .set((eb) => ({ [column]: eb.fn.coalesce(column, eb.val(newToken())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(column)
    .executeTakeFirst()
  return row?.[column] ?? undefined
}

/** Clears the token in `column` (and what `also` names), so its address answers 404 at once; false when not the user's. */
export async function revokeToken(
  db: Db,
  userId: string,
  id: string,
  column: TokenColumn,
  also: { calendar_feed_state?: null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('itineraries')
    .set({ [column]: null, ...also })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
