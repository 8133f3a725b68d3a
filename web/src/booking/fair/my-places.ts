import type { Kysely } from 'kysely'
import type { Database, OfferState, ReservationTargetKind } from '@/platform/db/schema'
import { userPlaces } from '@/booking/store/user-places'
import type { TargetLabel } from '@/booking/reservations/targets'
import { doorCodeText } from '@/booking/tickets/door-code'

// My OHC's read model of fair booking: a visitor's ballot entries, offers, waitlist places and
// tickets, each with its state, its deadline and the content's title, page and start (null when
// the content source could not say). Pass booking/reservations/targets.ts targetLabels as `labels`.

interface About {
  kind: ReservationTargetKind
  targetId: string
  sessionKey: string
  title: string | null
  path: string | null
  start: string | null
}

export interface EntryView extends About {
  id: string
  party: number
  member: boolean
  state: 'entered' | 'withdrawn' | 'won' | 'waitlisted' | 'offered'
  enteredAt: string
  /** The draw's commitment (SHA-256 of its seed). */
  seedHash: string | null
  drawnAt: string | null
  /** 1-based place in the draw order, once drawn. */
  position: number | null
  /** While waitlisted: how many are ahead in line. */
  ahead: number | null
}

export interface OfferView extends About {
  id: string
  seats: number
  state: OfferState
  /** 'draw': won in the ballot; 'freed': a place someone gave up. */
  reason: 'draw' | 'freed'
  offeredAt: string
  /** Confirm before this. */
  expiresAt: string
  answeredAt: string | null
  reservationId: string | null
}

export interface WaitlistView extends About {
  id: string
  party: number
  state: 'waiting' | 'offered' | 'left'
  joinedAt: string
  ahead: number | null
}

export interface TicketView extends About {
  id: string
  reservationId: string
  seats: number
  issuedAt: string
  checkedInAt: string | null
  /** Not checked in by ten minutes after the start: its places went to walk-ups. */
  releasedAt: string | null
  /** The code to read out at the door, as printed ("K7QM-3XPA"); the QR carries the signed one. */
  doorCode: string | null
}

export interface MyPlaces {
  entries: EntryView[]
  offers: OfferView[]
  waitlist: WaitlistView[]
  tickets: TicketView[]
}

/** What GET /api/me/places answers: each ticket with its signed code, for the QR and for reading out. */
export interface MyPlacesAnswer extends Omit<MyPlaces, 'tickets'> {
  tickets: (TicketView & { code: string })[]
}

export async function myPlaces(
  deps: { db: Kysely<Database>; labels: (ids: string[]) => Promise<Map<string, TargetLabel>> },
  userId: string,
): Promise<MyPlaces> {
  const rows = await userPlaces(deps.db, userId)
  const ids = [...rows.entries, ...rows.offers, ...rows.waitlist, ...rows.tickets].map((r) => r.target_id)
  const labels = await deps.labels([...new Set(ids)])
  const about = (r: { target_kind: ReservationTargetKind; target_id: string; session_key: string }): About => {
    const label = labels.get(r.target_id)
    return {
      kind: r.target_kind,
      targetId: r.target_id,
      sessionKey: r.session_key,
      title: label?.title ?? null,
      path: label?.path ?? null,
      start: label?.starts.get(r.session_key) ?? null,
    }
  }
  return {
    entries: rows.entries.map((e) => ({
      ...about(e),
      id: e.id,
      party: Number(e.party),
      member: Number(e.member) === 1,
      state: e.state,
      enteredAt: e.entered_at,
      seedHash: e.seed_hash,
      drawnAt: e.draw_drawn_at,
      position: e.position === null ? null : Number(e.position),
      ahead: e.ahead,
    })),
    offers: rows.offers.map((o) => ({
      ...about(o),
      id: o.id,
      seats: Number(o.seats),
      state: o.state,
      reason: o.freed_from.startsWith('draw:') ? 'draw' : 'freed',
      offeredAt: o.offered_at,
      expiresAt: o.expires_at,
      answeredAt: o.answered_at,
      reservationId: o.reservation_id,
    })),
    waitlist: rows.waitlist.map((w) => ({
      ...about(w),
      id: w.id,
      party: Number(w.party),
      state: w.state,
      joinedAt: w.joined_at,
      ahead: w.ahead,
    })),
    tickets: rows.tickets.map((t) => ({
      ...about(t),
      id: t.id,
      reservationId: t.reservation_id,
      seats: t.seats,
      issuedAt: t.issued_at,
      checkedInAt: t.checked_in_at,
      releasedAt: t.released_at,
      doorCode: t.door_code ? doorCodeText(t.door_code) : null,
    })),
  }
}
