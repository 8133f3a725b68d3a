import type { ReservationTargetKind } from '@/platform/db/schema'
import type { SessionRef } from '@/booking/store/session-columns'
import { MY_PLACES_PATH } from '@/booking/reservations/links'
import { languageFor } from '@/platform/i18n/catalogues'
import { emailLink } from '@/platform/email/identity'
import type { BookingDeps } from '@/booking/reservations/service'
import type { ReservableTarget, TargetSession } from '@/booking/reservations/targets'

// What every fair-booking service is given, as book() is: the database, the email sender, the
// moment, the site's origin for links, and the content loader. Refusals have the booking API's
// shape, so a route answers them as it answers a refused booking.

export interface PlacesDeps extends BookingDeps {
  /** How long a freed place is held for the next in line (default OFFER_HOLD_HOURS, never past the start). */
  offerHoldHours?: number
}

export interface Refusal {
  ok: false
  status: 400 | 403 | 404 | 409
  code: string
  message: string
}

export const refuse = (status: Refusal['status'], code: string, message: string): Refusal => ({ ok: false, status, code, message })

/** A session as a request names it. */
export interface SessionRequest {
  kind: ReservationTargetKind
  targetId: string
  sessionKey: string
}

export interface FoundSession {
  ok: true
  target: ReservableTarget
  session: TargetSession
  ref: SessionRef
}

/** The target and session a request names, or a 404 refusal. */
export async function findSession(deps: Pick<PlacesDeps, 'load'>, request: SessionRequest): Promise<FoundSession | Refusal> {
  const target = await deps.load(request.kind, request.targetId)
  const session = target?.sessions.find((s) => s.key === request.sessionKey)
  if (!target || !session) {
    const what = request.kind === 'tour-session' ? 'tour session' : 'event requiring registration'
    return refuse(404, 'not_found', `There is no such ${what}.`)
  }
  return { ok: true, target, session, ref: { kind: target.kind, id: target.id, sessionKey: session.key } }
}

/**
 * The absolute links an email about this target carries: its page, and My OHC's page of places
 * (where offers are confirmed), each in the language the email is in (`/es/my-ohc/places`).
 */
export function linksOf(
  deps: Pick<PlacesDeps, 'siteUrl' | 'from'>,
  target: Pick<ReservableTarget, 'kind' | 'path'>,
  recipient: { language: string | null },
) {
  const language = languageFor(recipient.language, deps.from.languages)
  return {
    pageUrl: emailLink(deps.from, language, target.path, deps.siteUrl),
    manageUrl: emailLink(deps.from, language, MY_PLACES_PATH, deps.siteUrl),
  }
}
