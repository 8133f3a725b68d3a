import type { Insertable, Selectable } from 'kysely'

// The app database's tables as Kysely sees them: the same on SQLite and PostgreSQL, because the
// migrations use only types both share (text and integer). better-auth's own tables (user,
// session, account, verification) are not here: better-auth creates and types them itself.
//
// Timestamps are ISO 8601 text in UTC with milliseconds, always 24 characters
// (`2026-10-17T14:05:00.000Z`, from `Date#toISOString`): both databases store and return it
// unchanged, and equal-length ISO strings sort chronologically, so ORDER BY and range filters work
// on text. Calendar days (a festival day, a membership expiry) are `YYYY-MM-DD` text.
// Ids are text chosen by the app (`crypto.randomUUID()`), so no dialect-specific sequences.

/** `2026-10-17T14:05:00.000Z` */
export type Timestamp = string
/** `2026-10-17` */
export type CalendarDay = string

export const ITINERARY_ITEM_KINDS = ['site', 'event', 'tour', 'stop'] as const
export type ItineraryItemKind = (typeof ITINERARY_ITEM_KINDS)[number]

export const RESERVATION_TARGET_KINDS = ['tour-session', 'event'] as const
export type ReservationTargetKind = (typeof RESERVATION_TARGET_KINDS)[number]

export const FORM_KINDS = ['newsletter', 'contact'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** The session key of a target that has no sessions (an event): '' rather than NULL, because
 * NULLs never collide in a UNIQUE constraint and the key is part of two of them. */
export const NO_SESSION = ''

/** The members roster, replaced row by row by the roster import. */
export interface RosterEntryTable {
  /** Lower-cased (a CHECK enforces it), the primary key. */
  email: string
  level: string
  expires_on: CalendarDay
  imported_at: Timestamp
}

export interface ItineraryTable {
  id: string
  /** A better-auth user id; no foreign key, as better-auth owns that table. */
  user_id: string
  name: string
  /** The read-only share link's token; NULL when not shared. Unique. */
  share_token: string | null
  /** The calendar subscription's token; NULL when there is none. Unique (a unique index). */
  calendar_token: string | null
  /** JSON: per calendar entry, what the feed last said and its revision (visitors/itineraries/calendar-feed.ts). */
  calendar_feed_state: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ItineraryItemTable {
  id: string
  /** Deleting the itinerary deletes its items (ON DELETE CASCADE). */
  itinerary_id: string
  kind: ItineraryItemKind
  /** The content document's _id. Unique per itinerary and kind. */
  ref_id: string
  day: CalendarDay | null
  note: string | null
  /** How long the member means to stay; null: the planner's usual visit. */
  visit_minutes: number | null
  /** Order within the itinerary, ascending; not unique, so a reorder never collides. */
  position: number
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ReservationTable {
  id: string
  user_id: string
  target_kind: ReservationTargetKind
  /** The tour's or event's document _id. */
  target_id: string
  /** The tour session's key, or NO_SESSION for an event. */
  session_key: string
  seats: number
  created_at: Timestamp
}

/**
 * Seats per reservable target. A reservation takes seats with one conditional UPDATE
 * (`taken = taken + n WHERE taken + n <= capacity`, see capacity.ts); a CHECK keeps
 * `0 <= taken <= capacity` as a backstop.
 */
export interface CapacityCounterTable {
  target_kind: ReservationTargetKind
  target_id: string
  session_key: string
  capacity: number
  taken: number
  updated_at: Timestamp
}

export interface FormSubmissionTable {
  id: string
  kind: FormKind
  email: string
  /** The submitted fields as JSON text (portable; neither jsonb nor SQLite's JSON functions needed). */
  payload: string
  created_at: Timestamp
}

/** A newsletter sign-up waiting for its emailed link to be confirmed (visitors/forms/newsletter-confirm.ts). */
export interface NewsletterConfirmationTable {
  /** SHA-256 of the link's token, base64url: the token itself is never stored. */
  token_hash: string
  email: string
  /** The name given with the sign-up ('' when none). */
  name: string
  created_at: Timestamp
  expires_at: Timestamp
}

/** Fixed-window counters: one row per key, restarted when a new window begins. */
export interface RateLimitCounterTable {
  key: string
  window_start: Timestamp
  count: number
}

/** A member emailed about a live notice: once per place, notice (its time) and member. */
export interface StatusNotificationTable {
  /** `site:<id>`, `event:<id>` or `tour-session:<id>:<session key>`. */
  place_key: string
  posted_at: Timestamp
  user_id: string
  kind: string
  sent_at: Timestamp
}

export const HOST_REPORT_KINDS = ['count', 'line', 'status'] as const
export type HostReportKind = (typeof HOST_REPORT_KINDS)[number]

export const HOST_STATUSES = ['at-capacity', 'closed-early', 'reopened', 'last-entry'] as const
export type HostStatus = (typeof HOST_STATUSES)[number]

/** One tap of a host on the door, under the id the phone made for it (a resend is stored once). */
export interface HostReportTable {
  id: string
  site_id: string
  user_id: string
  kind: HostReportKind
  /** A count's change as applied: 0 when it was refused (it would have gone below zero). */
  delta: number
  /** A line's length in minutes; 0 is "no line". */
  minutes: number | null
  status: HostStatus | null
  /** With 'last-entry': HH:MM in the festival's time zone. */
  last_entry: string | null
  refused: string | null
  /** The phone's time of the tap. */
  tapped_at: Timestamp
  received_at: Timestamp
  /** The festival day of tapped_at. */
  day: CalendarDay
}

/** Visitors counted per site and festival day; moved by a conditional UPDATE, never below zero. */
export interface VisitCountTable {
  site_id: string
  day: CalendarDay
  total: number
  updated_at: Timestamp
}

/** A session of a tour, or an event's registration, in the three columns every booking table keys it by. */
export interface SessionColumns {
  target_kind: ReservationTargetKind
  /** The tour's or event's document _id. */
  target_id: string
  /** The tour session's key, or NO_SESSION for an event. */
  session_key: string
}

/**
 * A ballot's draw, one per session: the seed's SHA-256 is committed (public) from the first time
 * the session is shown or entered; the seed stays secret until `drawn_at` is set, by one
 * conditional UPDATE, so exactly one process draws.
 */
export interface BallotDrawTable extends SessionColumns {
  id: string
  /** 64 hex characters; secret until drawn. */
  seed: string
  seed_hash: string
  committed_at: Timestamp
  drawn_at: Timestamp | null
  places: number | null
  /** 0–100: the percent of places drawn among members first. */
  members_share: number | null
  entries: number | null
}

export const BALLOT_ENTRY_STATES = ['entered', 'withdrawn', 'won', 'waitlisted', 'offered'] as const
/**
 * 'entered' until the draw (or 'withdrawn'); then 'won' (placed by the draw, with an offer) or
 * 'waitlisted' (in the draw order after the winners), which becomes 'offered' when a freed place
 * reaches it. What became of an offer is the offer's state.
 */
export type BallotEntryState = (typeof BALLOT_ENTRY_STATES)[number]

/** One entry per account per session: a party of 1–4 that wins or waits together. */
export interface BallotEntryTable extends SessionColumns {
  id: string
  user_id: string
  party: number
  /** 1 when the entrant was a member at entry (both databases store it as an integer). */
  member: number
  state: BallotEntryState
  /** 1-based place in the draw order; null before the draw (and for entries withdrawn before it). */
  position: number | null
  entered_at: Timestamp
  withdrawn_at: Timestamp | null
  drawn_at: Timestamp | null
  result_sent_at: Timestamp | null
}

export const WAITLIST_STATES = ['waiting', 'offered', 'left'] as const
export type WaitlistState = (typeof WAITLIST_STATES)[number]

/** A waitlist place for a full first-come session, one per account; served in order of joining. */
export interface WaitlistEntryTable extends SessionColumns {
  id: string
  user_id: string
  party: number
  state: WaitlistState
  joined_at: Timestamp
  left_at: Timestamp | null
}

export const OFFER_STATES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const
export type OfferState = (typeof OFFER_STATES)[number]

/**
 * Places held for one person until `expires_at`: a ballot's winner, or the next in line when
 * places are freed. Its seats stay taken in capacity_counters while it is open. One offer per
 * freed place (`freed_from`, `freed_place` unique) and one open offer per account and session.
 */
export interface PlaceOfferTable extends SessionColumns {
  id: string
  user_id: string
  seats: number
  ballot_entry_id: string | null
  waitlist_entry_id: string | null
  /** 'draw:<draw id>', 'reservation:<id>' or 'offer:<id>'. */
  freed_from: string
  /** The first of the freed places this offer covers (1-based). */
  freed_place: number
  state: OfferState
  offered_at: Timestamp
  expires_at: Timestamp
  answered_at: Timestamp | null
  reservation_id: string | null
  /**
   * When its email went to the holder (claimed just before sending, cleared if sending failed);
   * null until then. A ballot winner's offer is told by the draw's result email instead.
   */
  emailed_at: Timestamp | null
}

/** One per reservation (deleted with it): checked in once, or released to walk-ups. */
export interface TicketTable {
  id: string
  reservation_id: string
  issued_at: Timestamp
  checked_in_at: Timestamp | null
  /** The host's user id. */
  checked_in_by: string | null
  released_at: Timestamp | null
  reminded_at: Timestamp | null
  /** Eight characters to type at the door (booking/tickets/door-code.ts); unique. Null only mid-migration. */
  door_code: string | null
}

/** A check-in staff undid (a mistake at the door): who did each and when, and what it was for. */
export interface CheckInUndoTable extends SessionColumns {
  id: string
  ticket_id: string
  seats: number
  checked_in_at: Timestamp
  checked_in_by: string
  undone_at: Timestamp
  undone_by: string
}

/** Places of no-shows handed out at the door, per session. */
export interface WalkUpPlacesTable extends SessionColumns {
  places: number
  no_shows: number
  updated_at: Timestamp
}

export const JOB_RUN_STATES = ['running', 'finished', 'failed'] as const
export type JobRunState = (typeof JOB_RUN_STATES)[number]

/** One scheduled job's run in one time slot: inserted by the one process that claims it. */
export interface JobRunTable {
  job: string
  /** The start of the slot. With job, the primary key. */
  slot: Timestamp
  /** The claim's holder (a fresh id per claim); only the holder records the outcome. */
  run_id: string
  state: JobRunState
  /** 1, or more when a dead run was taken over. */
  attempt: number
  started_at: Timestamp
  finished_at: Timestamp | null
  error: string | null
}

export interface Database {
  roster_entries: RosterEntryTable
  itineraries: ItineraryTable
  itinerary_items: ItineraryItemTable
  reservations: ReservationTable
  capacity_counters: CapacityCounterTable
  form_submissions: FormSubmissionTable
  rate_limit_counters: RateLimitCounterTable
  newsletter_confirmations: NewsletterConfirmationTable
  status_notifications: StatusNotificationTable
  host_reports: HostReportTable
  visit_counts: VisitCountTable
  ballot_draws: BallotDrawTable
  ballot_entries: BallotEntryTable
  waitlist_entries: WaitlistEntryTable
  place_offers: PlaceOfferTable
  tickets: TicketTable
  check_in_undos: CheckInUndoTable
  walk_up_places: WalkUpPlacesTable
  job_runs: JobRunTable
}

export type RosterEntry = Selectable<RosterEntryTable>
export type Itinerary = Selectable<ItineraryTable>
export type NewItinerary = Insertable<ItineraryTable>
export type ItineraryItem = Selectable<ItineraryItemTable>
export type NewItineraryItem = Insertable<ItineraryItemTable>
export type Reservation = Selectable<ReservationTable>
export type CapacityCounter = Selectable<CapacityCounterTable>
export type FormSubmission = Selectable<FormSubmissionTable>
export type HostReport = Selectable<HostReportTable>
export type BallotDraw = Selectable<BallotDrawTable>
export type BallotEntry = Selectable<BallotEntryTable>
export type WaitlistEntry = Selectable<WaitlistEntryTable>
export type PlaceOffer = Selectable<PlaceOfferTable>
export type Ticket = Selectable<TicketTable>
export type JobRun = Selectable<JobRunTable>

/** The one timestamp format of the database. */
export function toTimestamp(date: Date = new Date()): Timestamp {
  return date.toISOString()
}
