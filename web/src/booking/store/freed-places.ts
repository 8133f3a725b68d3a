import type { Kysely } from 'kysely'
import { releaseSeats } from './capacity'
import { insertOffer } from './place-offers'
import type { Database, PlaceOffer } from '@/platform/db/schema'
import { sessionColumns, type SessionRef } from './session-columns'

// Places that came free (a cancellation, an offer declined or expired) go to the next people in
// line, still held in capacity_counters, each as an offer with a deadline; what nobody in line can
// use is given back to the counter. The line is the ballot's draw order after its winners
// (entries 'waitlisted', by position), then a first-come session's waitlist (by time of joining);
// a session has one or the other.
//
// Exactly one offer per freed place, even when cancellations or processes race:
// - the caller has claimed what freed the places in this same transaction (deleted the
//   reservation, or moved the offer out of 'open'), so only one transaction frees them;
// - each person in line is claimed with a conditional UPDATE (`state` from waiting to offered);
//   on PostgreSQL a second transaction's UPDATE of the same person waits, then finds them
//   offered and moves on to the next; on SQLite writers take turns;
// - place_offers_one_per_place (freed_from, freed_place) is UNIQUE, the backstop.
// A party never splits: a party larger than the places left is passed over and keeps its place in
// line, and a smaller one after it may take them.

type Executor = Pick<Kysely<Database>, 'insertInto' | 'updateTable' | 'selectFrom'>

interface InLine {
  line: 'ballot' | 'waitlist'
  id: string
  userId: string
  party: number
}

/** Everyone waiting for the session who holds no reservation for it, first in line first. */
async function line(trx: Executor, session: SessionRef): Promise<InLine[]> {
  const drawn = await trx
    .selectFrom('ballot_entries')
    .select(['id', 'user_id', 'party'])
    .where((eb) => eb.and(sessionColumns(session)))
    .where('state', '=', 'waitlisted')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.user_id', '=', 'ballot_entries.user_id')
            .where('reservations.target_kind', '=', session.kind)
            .where('reservations.target_id', '=', session.id)
            .where('reservations.session_key', '=', session.sessionKey),
        ),
      ),
    )
    .orderBy('position')
    .execute()
  const waiting = await trx
    .selectFrom('waitlist_entries')
    .select(['id', 'user_id', 'party'])
    .where((eb) => eb.and(sessionColumns(session)))
    .where('state', '=', 'waiting')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.user_id', '=', 'waitlist_entries.user_id')
            .where('reservations.target_kind', '=', session.kind)
            .where('reservations.target_id', '=', session.id)
            .where('reservations.session_key', '=', session.sessionKey),
        ),
      ),
    )
    .orderBy('joined_at')
    .orderBy('id')
    .execute()
  return [
    ...drawn.map((r) => ({ line: 'ballot' as const, id: r.id, userId: r.user_id, party: Number(r.party) })),
    ...waiting.map((r) => ({ line: 'waitlist' as const, id: r.id, userId: r.user_id, party: Number(r.party) })),
  ]
}

/** Takes a person out of the line for an offer; false when another transaction got them first. */
async function claim(trx: Executor, person: InLine): Promise<boolean> {
  const result =
    person.line === 'ballot'
      ? await trx
          .updateTable('ballot_entries')
          .set({ state: 'offered' })
          .where('id', '=', person.id)
          .where('state', '=', 'waitlisted')
          .executeTakeFirst()
      : await trx
          .updateTable('waitlist_entries')
          .set({ state: 'offered' })
          .where('id', '=', person.id)
          .where('state', '=', 'waiting')
          .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export interface Freed {
  /** 'reservation:<id>' or 'offer:<id>': what freed them (already claimed by this transaction). */
  from: string
  seats: number
}

export interface PassedOn {
  offers: PlaceOffer[]
  /** Seats given back to the counter: nobody in line could take them, or the session has started. */
  released: number
}

/**
 * Offers freed seats down the line until they are all offered or the line is exhausted, each offer
 * lasting until `expiresAt`; null (the session has started) gives them all back.
 */
export async function passOnFreedPlaces(
  trx: Executor,
  session: SessionRef,
  freed: Freed,
  expiresAt: Date | null,
  now: Date,
): Promise<PassedOn> {
  const offers: PlaceOffer[] = []
  let left = freed.seats
  if (expiresAt && expiresAt > now) {
    for (const person of await line(trx, session)) {
      if (left === 0) break
      if (person.party > left || !(await claim(trx, person))) continue
      const offer = await insertOffer(
        trx,
        {
          session,
          userId: person.userId,
          seats: person.party,
          line: person.line === 'ballot' ? { ballotEntryId: person.id } : { waitlistEntryId: person.id },
          freedFrom: freed.from,
          freedPlace: freed.seats - left + 1,
          expiresAt,
        },
        now,
      )
      offers.push(offer)
      left -= person.party
    }
  }
  if (left > 0 && !(await releaseSeats(trx, session, left))) {
    throw new Error(`Cannot give back ${left} seats of ${freed.from}: fewer are taken.`)
  }
  return { offers, released: left }
}
