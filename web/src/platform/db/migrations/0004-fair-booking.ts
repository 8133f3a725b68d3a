import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// Fair booking for scarce places: ballots (their draw and entries), waitlists of first-come
// sessions, offers of freed places, tickets and walk-up places. Text and integer columns only, as
// in 0001. The states are written out here (not imported), so this migration stays what it
// created whatever schema.ts says later. Frozen once released.
//
// What the tables make impossible, whatever code writes to them:
// - two draws of one session (ballot_draws_once), a draw without its result or a result without
//   a draw (ballot_draws_drawn);
// - two entries of one account in one session, two entries at one draw position;
// - two waitlist places of one account in one session;
// - two offers of one freed place (place_offers_one_per_place), two open offers to one account in
//   one session (place_offers_one_open, a partial unique index, which both databases have);
// - two tickets for one reservation, a check-in without who did it, a released ticket checked in.

const KINDS = sql`target_kind in ('tour-session', 'event')`

function sessionTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addCheckConstraint(`${table}_target_kind`, KINDS)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sessionTable(db, 'ballot_draws')
    // The secret, kept until drawn_at is set; its SHA-256 is public from the start.
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('committed_at', 'text', (c) => c.notNull())
    // Set once, by the conditional UPDATE that lets exactly one process draw.
    .addColumn('drawn_at', 'text')
    // What the draw was for: places, the members' share (percent), how many entries.
    .addColumn('places', 'integer')
    .addColumn('members_share', 'integer')
    .addColumn('entries', 'integer')
    .addUniqueConstraint('ballot_draws_once', ['target_kind', 'target_id', 'session_key'])
    .addCheckConstraint('ballot_draws_drawn', sql`(drawn_at is null) = (places is null) and (drawn_at is null) = (entries is null)`)
    .addCheckConstraint('ballot_draws_figures', sql`places >= 0 and entries >= 0 and members_share between 0 and 100`)
    .execute()

  await sessionTable(db, 'ballot_entries')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('party', 'integer', (c) => c.notNull())
    // 1 when the entrant was a member at entry, else 0.
    .addColumn('member', 'integer', (c) => c.notNull())
    // 'entered' | 'withdrawn' | 'won' | 'waitlisted' | 'offered'
    .addColumn('state', 'text', (c) => c.notNull())
    // 1-based place in the draw order; set by the draw.
    .addColumn('position', 'integer')
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('drawn_at', 'text')
    // When the draw's result was emailed (claimed before sending, so it goes once).
    .addColumn('result_sent_at', 'text')
    .addCheckConstraint('ballot_entries_party', sql`party between 1 and 4`)
    .addCheckConstraint('ballot_entries_member', sql`member in (0, 1)`)
    .addCheckConstraint('ballot_entries_state', sql`state in ('entered', 'withdrawn', 'won', 'waitlisted', 'offered')`)
    // Drawn entries have a place in the order, undrawn ones none; a withdrawn one may have either
    // (only a deleted account's entry is withdrawn after the draw: the order stays checkable).
    .addCheckConstraint('ballot_entries_position', sql`(state = 'withdrawn' or (position is null) = (state = 'entered')) and position >= 1`)
    .addUniqueConstraint('ballot_entries_once', ['target_kind', 'target_id', 'session_key', 'user_id'])
    .addUniqueConstraint('ballot_entries_one_per_position', ['target_kind', 'target_id', 'session_key', 'position'])
    .execute()
  await db.schema.createIndex('ballot_entries_user').on('ballot_entries').column('user_id').execute()

  await sessionTable(db, 'waitlist_entries')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('party', 'integer', (c) => c.notNull())
    // 'waiting' | 'offered' | 'left'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    .addCheckConstraint('waitlist_entries_party', sql`party between 1 and 4`)
    .addCheckConstraint('waitlist_entries_state', sql`state in ('waiting', 'offered', 'left')`)
    .addUniqueConstraint('waitlist_entries_once', ['target_kind', 'target_id', 'session_key', 'user_id'])
    .execute()
  await db.schema.createIndex('waitlist_entries_user').on('waitlist_entries').column('user_id').execute()

  await sessionTable(db, 'place_offers')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    // Whose waitlist place it answers: a ballot entry (a winner, or the draw order's waitlist) or a
    // first-come session's waitlist entry; exactly one.
    .addColumn('ballot_entry_id', 'text', (c) => c.references('ballot_entries.id'))
    .addColumn('waitlist_entry_id', 'text', (c) => c.references('waitlist_entries.id'))
    // What freed the places: 'draw:<draw id>', 'reservation:<id>' (a cancellation) or
    // 'offer:<id>' (an offer declined or expired), and the first of its places this offer covers.
    .addColumn('freed_from', 'text', (c) => c.notNull())
    .addColumn('freed_place', 'integer', (c) => c.notNull())
    // 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('reservation_id', 'text')
    .addCheckConstraint('place_offers_seats', sql`seats between 1 and 4 and freed_place >= 1`)
    .addCheckConstraint('place_offers_state', sql`state in ('open', 'accepted', 'declined', 'expired', 'withdrawn')`)
    .addCheckConstraint('place_offers_answered', sql`(state = 'open') = (answered_at is null)`)
    .addCheckConstraint('place_offers_accepted', sql`(state = 'accepted') = (reservation_id is not null)`)
    .addCheckConstraint('place_offers_line', sql`(ballot_entry_id is null) <> (waitlist_entry_id is null)`)
    .addUniqueConstraint('place_offers_one_per_place', ['freed_from', 'freed_place'])
    .execute()
  await db.schema
    .createIndex('place_offers_one_open')
    .on('place_offers')
    .columns(['target_kind', 'target_id', 'session_key', 'user_id'])
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute()
  await db.schema.createIndex('place_offers_expiry').on('place_offers').columns(['state', 'expires_at']).execute()
  await db.schema.createIndex('place_offers_user').on('place_offers').column('user_id').execute()

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    // One per reservation; it goes with the reservation.
    .addColumn('reservation_id', 'text', (c) => c.notNull().unique().references('reservations.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    // Set once, by a conditional UPDATE, with the host who did it.
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_in_by', 'text')
    // Set when its places became walk-up places (nobody checked in ten minutes after the start).
    .addColumn('released_at', 'text')
    // When the reminder the day before was sent (claimed before sending).
    .addColumn('reminded_at', 'text')
    .addCheckConstraint('tickets_checked_in_by', sql`(checked_in_at is null) = (checked_in_by is null)`)
    .addCheckConstraint('tickets_checked_in_or_released', sql`checked_in_at is null or released_at is null`)
    .execute()

  await db.schema
    .createTable('walk_up_places')
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text', (c) => c.notNull())
    // Places of no-shows given to people at the door, and the tickets they came from.
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('no_shows', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('walk_up_places_pk', ['target_kind', 'target_id', 'session_key'])
    .addCheckConstraint('walk_up_places_target_kind', KINDS)
    .addCheckConstraint('walk_up_places_counts', sql`places >= 0 and no_shows >= 0`)
    .execute()

  // Every reservation made before tickets existed gets its ticket now, so check-in and reminders
  // treat old and new reservations alike.
  const reservations = await sql<{ id: string; created_at: string }>`select id, created_at from reservations`.execute(db)
  for (const r of reservations.rows) {
    await sql`insert into tickets (id, reservation_id, issued_at) values (${randomUUID()}, ${r.id}, ${r.created_at})`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['walk_up_places', 'tickets', 'place_offers', 'waitlist_entries', 'ballot_entries', 'ballot_draws']) {
    await db.schema.dropTable(table).execute()
  }
}
