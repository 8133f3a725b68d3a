import type { Kysely } from 'kysely'
import type { Database, Reservation, ReservationTargetKind } from '@/platform/db/schema'
import { findDraw } from '@/booking/store/ballot-draws'
import type { EmailSender } from '@/platform/email/sender'
import { emailLink, envelopeOf, type EmailIdentity } from '@/platform/email/identity'
import { confirmationMessage } from './confirmation-email'
import { myOhcPath } from './links'
import { ballotOf, bookingState, bookingWindow, refusal, type BookingState } from './rules'
import { reservePlaces } from './store'
import type { ReservableTarget } from './targets'

// Booking one session for a signed-in user: the rules (who, when), the places, then the email.
// The confirmation is sent after the reservation is committed; if sending fails, the place is
// KEPT and the answer says the email failed: a visitor who saw "booked" expects to have the
// place, and losing it because of a mail provider would be worse than a missing email (the
// booking also shows in My OHC).

/** What the answer says when the place is booked but the email could not be sent. */
export const EMAIL_FAILED_MESSAGE =
  'You’re booked, but we couldn’t send the confirmation email. Your place is kept: you’ll find it in My OHC.'

export interface Booker {
  userId: string
  email: string
  member: boolean
  /** The language the account chose for its emails; null: the festival's default. */
  language: string | null
}

export interface BookingRequest {
  kind: ReservationTargetKind
  targetId: string
  sessionKey: string
  seats: number
}

export type BookingResult =
  | { ok: true; reservation: Reservation; title: string; start: string; emailSent: boolean }
  | { ok: false; status: 403 | 404 | 409; code: string; message: string }

export interface BookingDeps {
  db: Kysely<Database>
  sender: EmailSender
  /** Whose emails they are (the settings' title and centre). */
  from: EmailIdentity
  now: Date
  /** The site's origin, for the links in the email. */
  siteUrl: string
  load: (kind: ReservationTargetKind, id: string) => Promise<ReservableTarget | null>
  /** The festival's time zone (from the settings), for the times in refusals and the email; the default zone when absent. */
  timeZone?: string
}

/** The answer's status and code for each reason a booking is refused. */
export const REFUSED: Record<Exclude<BookingState, 'open'>, { status: 403 | 409; code: string }> = {
  cancelled: { status: 409, code: 'closed' },
  closed: { status: 409, code: 'closed' },
  'members-only': { status: 403, code: 'members_only' },
  'not-open': { status: 403, code: 'not_open' },
  'member-priority': { status: 403, code: 'member_priority' },
}

export async function book(deps: BookingDeps, who: Booker, request: BookingRequest): Promise<BookingResult> {
  const target = await deps.load(request.kind, request.targetId)
  const session = target?.sessions.find((s) => s.key === request.sessionKey)
  if (!target || !session) {
    const what = request.kind === 'tour-session' ? 'tour session' : 'event requiring registration'
    return { ok: false, status: 404, code: 'not_found', message: `There is no such ${what} to book.` }
  }
  const state = bookingState({ ...session, cancelled: target.cancelled || session.cancelled }, who.member, deps.now)
  const ref = { kind: target.kind, id: target.id, sessionKey: session.key }
  // A ballot's places are the draw's; once it has been drawn, any left are booked first come.
  if (state !== 'cancelled' && state !== 'closed' && ballotOf(session) && !(await findDraw(deps.db, ref))?.drawn_at) {
    return { ok: false, status: 409, code: 'ballot', message: 'Places here are given by ballot: enter the ballot while it is open.' }
  }
  if (state !== 'open') return { ok: false, ...REFUSED[state], message: refusal(state, bookingWindow(session), deps.timeZone) }

  const outcome = await reservePlaces(deps.db, who.userId, ref, session.capacity, request.seats, deps.now)
  if (!outcome.ok) {
    return outcome.reason === 'full'
      ? {
          ok: false,
          status: 409,
          code: 'full',
          message: request.seats === 1 ? 'Sorry, this is full: no place is left.' : `Sorry, there are not ${request.seats} places left.`,
        }
      : {
          ok: false,
          status: 409,
          code: 'already_reserved',
          message: 'You already have a reservation for this. Cancel it first to change the number of places.',
        }
  }
  let emailSent = true
  try {
    const envelope = envelopeOf(deps.from, who)
    const link = (path: string) => emailLink(deps.from, envelope.language, path, deps.siteUrl)
    const message = await confirmationMessage({
      ...envelope,
      title: target.title,
      start: session.start,
      seats: request.seats,
      pageUrl: link(target.path),
      manageUrl: link(myOhcPath(target.kind)),
      timeZone: deps.timeZone,
    })
    await deps.sender.send(message)
  } catch (error) {
    emailSent = false
    console.error(
      `[reservations] the confirmation email for ${outcome.reservation.id} failed: ${error instanceof Error ? error.message : error}`,
    )
  }
  return { ok: true, reservation: outcome.reservation, title: target.title, start: session.start, emailSent }
}
