import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toTimestamp, type Database, type OfferState, type PlaceOffer } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// Offers of places: rows and their one-way changes of state. An offer leaves 'open' once, by a
// conditional UPDATE (`WHERE state = 'open'`), so of two processes answering, expiring or
// declining the same offer exactly one does it, and only that one passes its places on.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

export interface NewOffer {
  session: SessionRef
  userId: string
  seats: number
  line: { ballotEntryId: string } | { waitlistEntryId: string }
  freedFrom: string
  freedPlace: number
  expiresAt: Date
}

export async function insertOffer(trx: Executor, offer: NewOffer, now: Date): Promise<PlaceOffer> {
  const row: PlaceOffer = {
    id: randomUUID(),
    ...sessionColumns(offer.session),
    user_id: offer.userId,
    seats: offer.seats,
    ballot_entry_id: 'ballotEntryId' in offer.line ? offer.line.ballotEntryId : null,
    waitlist_entry_id: 'waitlistEntryId' in offer.line ? offer.line.waitlistEntryId : null,
    freed_from: offer.freedFrom,
    freed_place: offer.freedPlace,
    state: 'open',
    offered_at: toTimestamp(now),
    expires_at: toTimestamp(offer.expiresAt),
    answered_at: null,
    reservation_id: null,
    emailed_at: null,
  }
  await trx.insertInto('place_offers').values(row).execute()
  return row
}

export function findOffer(db: Pick<Kysely<Database>, 'selectFrom'>, offerId: string): Promise<PlaceOffer | undefined> {
  return db.selectFrom('place_offers').selectAll().where('id', '=', offerId).executeTakeFirst()
}

export interface CloseOffer {
  state: Exclude<OfferState, 'open'>
  /** Only this user's offer (an answer); any holder's when absent (expiry, a deleted account). */
  userId?: string
  /** Only if still within its deadline (accepting) … */
  before?: Date
  /** … or only if past it (expiring). */
  notBefore?: Date
  reservationId?: string
}

/** Moves an open offer to its final state; the offer when this call did it, undefined otherwise. */
export function closeOffer(trx: Executor, offerId: string, change: CloseOffer, now: Date): Promise<PlaceOffer | undefined> {
  let query = trx
    .updateTable('place_offers')
    .set({ state: change.state, answered_at: toTimestamp(now), reservation_id: change.reservationId ?? null })
    .where('id', '=', offerId)
    .where('state', '=', 'open')
  if (change.userId !== undefined) query = query.where('user_id', '=', change.userId)
  if (change.before) query = query.where('expires_at', '>', toTimestamp(change.before))
  if (change.notBefore) query = query.where('expires_at', '<=', toTimestamp(change.notBefore))
  return query.returningAll().executeTakeFirst()
}

/** Open offers whose deadline has passed at `now`, oldest deadline first. */
export function lapsedOffers(db: Pick<Kysely<Database>, 'selectFrom'>, now: Date): Promise<PlaceOffer[]> {
  return db
    .selectFrom('place_offers')
    .selectAll()
    .where('state', '=', 'open')
    .where('expires_at', '<=', toTimestamp(now))
    .orderBy('expires_at')
    .orderBy('id')
    .execute()
}

/** Claims an offer's email (false: already sent or being sent); `release` gives it back after a failed send. */
export async function claimOfferEmail(db: Executor, offerId: string, now: Date, release = false): Promise<boolean> {
  const result = await db
    .updateTable('place_offers')
    .set({ emailed_at: release ? null : toTimestamp(now) })
    .where('id', '=', offerId)
    .where('emailed_at', release ? 'is not' : 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/**
 * Open offers, within their deadline, whose email has not gone (it failed) and that were made
 * before `madeBefore` (the request that made one sends it at once; this is what is left after).
 * A ballot winner's offer is left out: the draw's result email tells the winner.
 */
export function offersToEmail(db: Pick<Kysely<Database>, 'selectFrom'>, now: Date, madeBefore: Date): Promise<PlaceOffer[]> {
  return db
    .selectFrom('place_offers')
    .selectAll()
    .where('state', '=', 'open')
    .where('emailed_at', 'is', null)
    .where('expires_at', '>', toTimestamp(now))
    .where('offered_at', '<=', toTimestamp(madeBefore))
    .where('freed_from', 'not like', 'draw:%')
    .orderBy('offered_at')
    .orderBy('id')
    .execute()
}
