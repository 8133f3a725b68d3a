import type { Kysely } from 'kysely'
import type { BallotEntry, Database, PlaceOffer, Ticket, WaitlistEntry } from '@/platform/db/schema'

// Everything of one account's fair booking, as stored: its ballot entries (with their draw's
// commitment and when it was drawn), offers, waitlist places and tickets, with how many are ahead
// of it in each line. My OHC's read model shapes these.

export interface EntryRow extends BallotEntry {
  seed_hash: string | null
  draw_drawn_at: string | null
  /** Waitlisted entries: how many waitlisted entries are ahead of it in the draw order. */
  ahead: number | null
}

export interface WaitlistRow extends WaitlistEntry {
  ahead: number | null
}

export interface TicketRow extends Ticket {
  target_kind: BallotEntry['target_kind']
  target_id: string
  session_key: string
  seats: number
}

export interface UserPlaces {
  entries: EntryRow[]
  offers: PlaceOffer[]
  waitlist: WaitlistRow[]
  tickets: TicketRow[]
}

export async function userPlaces(db: Kysely<Database>, userId: string): Promise<UserPlaces> {
  const entries = await db
    .selectFrom('ballot_entries as e')
    .leftJoin('ballot_draws as d', (join) =>
      join
        .onRef('d.target_kind', '=', 'e.target_kind')
        .onRef('d.target_id', '=', 'e.target_id')
        .onRef('d.session_key', '=', 'e.session_key'),
    )
    .selectAll('e')
    .select(['d.seed_hash', 'd.drawn_at as draw_drawn_at'])
    .select((eb) =>
      eb
        .selectFrom('ballot_entries as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.target_kind', '=', 'e.target_kind')
        .whereRef('a.target_id', '=', 'e.target_id')
        .whereRef('a.session_key', '=', 'e.session_key')
        .where('a.state', '=', 'waitlisted')
        .whereRef('a.position', '<', 'e.position')
        .as('ahead'),
    )
    .where('e.user_id', '=', userId)
    .orderBy('e.entered_at')
    .execute()
  const offers = await db.selectFrom('place_offers').selectAll().where('user_id', '=', userId).orderBy('offered_at').execute()
  const waitlist = await db
    .selectFrom('waitlist_entries as w')
    .selectAll('w')
    .select((eb) =>
      eb
        .selectFrom('waitlist_entries as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.target_kind', '=', 'w.target_kind')
        .whereRef('a.target_id', '=', 'w.target_id')
        .whereRef('a.session_key', '=', 'w.session_key')
        .where('a.state', '=', 'waiting')
        .where((inner) =>
          inner.or([
            inner('a.joined_at', '<', inner.ref('w.joined_at')),
            inner.and([inner('a.joined_at', '=', inner.ref('w.joined_at')), inner('a.id', '<', inner.ref('w.id'))]),
          ]),
        )
        .as('ahead'),
    )
    .where('w.user_id', '=', userId)
    .orderBy('w.joined_at')
    .execute()
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('reservations', 'reservations.id', 'tickets.reservation_id')
    .selectAll('tickets')
    .select(['reservations.target_kind', 'reservations.target_id', 'reservations.session_key', 'reservations.seats'])
    .where('reservations.user_id', '=', userId)
    .orderBy('tickets.issued_at')
    .execute()
  return {
    entries: entries.map((e) => ({ ...e, ahead: e.state === 'waitlisted' ? Number(e.ahead ?? 0) : null })),
    offers,
    waitlist: waitlist.map((w) => ({ ...w, ahead: w.state === 'waiting' ? Number(w.ahead ?? 0) : null })),
    tickets: tickets.map((t) => ({ ...t, seats: Number(t.seats) })),
  }
}
