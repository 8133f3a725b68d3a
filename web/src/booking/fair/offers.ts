import { envelopeOf } from '@/platform/email/identity'
import { randomUUID } from 'node:crypto'
import { closeOffer, findOffer } from '@/booking/store/place-offers'
import type { PlaceOffer, Reservation, Ticket } from '@/platform/db/schema'
import { sessionOf } from '@/booking/store/session-columns'
import { isUniqueViolation } from '@/platform/db/unique-violation'
import { confirmationMessage } from '@/booking/reservations/confirmation-email'
import { recordReservation } from '@/booking/reservations/store'
import { festivalTime } from './email-parts'
import { findSession, linksOf, refuse, type PlacesDeps, type Refusal } from './deps'
import { announceOffers, passOn } from './pass-on'
import { sendLogged } from './send'

// Answering an offer: confirming it turns its held seats into a reservation with a ticket (a
// ballot winner's party is the entry's: the offer's seats), declining passes them to the next in
// line. Either is one conditional change of the offer, so an answer and the offer's expiry, or two
// answers, cannot both happen.

export type ConfirmResult = { ok: true; reservation: Reservation; ticket: Ticket; emailSent: boolean } | Refusal

/** Why an offer could not be answered, from its row as it is now. */
function explain(offer: PlaceOffer | undefined, userId: string, now: Date, timeZone?: string): Refusal {
  if (!offer || offer.user_id !== userId) return refuse(404, 'not_found', 'No such offer.')
  if (offer.state === 'accepted') return refuse(409, 'already_confirmed', 'You have already confirmed this place: it is in My OHC.')
  if (offer.state === 'declined')
    return refuse(409, 'declined', 'You declined this offer, so it has gone to the next person on the waitlist.')
  if (offer.state === 'open' && new Date(offer.expires_at) > now) return refuse(409, 'open', 'This offer is still open.')
  return refuse(
    409,
    'expired',
    `This offer ended on ${festivalTime(offer.expires_at, timeZone)} and has gone to the next person on the waitlist.`,
  )
}

export async function confirmPlace(
  deps: PlacesDeps,
  who: { userId: string; email: string; language: string | null },
  offerId: string,
): Promise<ConfirmResult> {
  const reservationId = randomUUID()
  let done: { reservation: Reservation; ticket: Ticket; offer: PlaceOffer } | undefined
  try {
    done = await deps.db.transaction().execute(async (trx) => {
      const change = { state: 'accepted' as const, userId: who.userId, before: deps.now, reservationId }
      const offer = await closeOffer(trx, offerId, change, deps.now)
      if (!offer) return undefined
      return { offer, ...(await recordReservation(trx, who.userId, sessionOf(offer), Number(offer.seats), deps.now, reservationId)) }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return refuse(409, 'already_reserved', 'You already have a reservation for this session.')
  }
  if (!done) return explain(await findOffer(deps.db, offerId), who.userId, deps.now, deps.timeZone)
  const { reservation, ticket, offer } = done
  let emailSent = false
  const found = await findSession(deps, { kind: offer.target_kind, targetId: offer.target_id, sessionKey: offer.session_key }).catch(
    () => undefined,
  )
  if (found?.ok) {
    const message = confirmationMessage({
      ...envelopeOf(deps.from, who),
      title: found.target.title,
      start: found.session.start,
      seats: reservation.seats,
      ...linksOf(deps, found.target, who),
      timeZone: deps.timeZone,
    })
    emailSent = await sendLogged(deps.sender, message, `confirmation of ${reservation.id}`)
  }
  return { ok: true, reservation, ticket, emailSent }
}

export type DeclineResult = { ok: true; offer: PlaceOffer; passedTo: number } | Refusal

export async function declineOffer(deps: PlacesDeps, userId: string, offerId: string): Promise<DeclineResult> {
  const current = await findOffer(deps.db, offerId)
  if (!current || current.user_id !== userId || current.state !== 'open') return explain(current, userId, deps.now, deps.timeZone)
  const ref = sessionOf(current)
  const found = await findSession(deps, { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey })
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const offer = await closeOffer(trx, offerId, { state: 'declined', userId }, deps.now)
    if (!offer) return undefined
    const freed = { from: `offer:${offer.id}`, seats: Number(offer.seats) }
    return { offer, passed: await passOn(deps, trx, ref, found.ok ? found.session.start : null, freed) }
  })
  if (!outcome) return explain(await findOffer(deps.db, offerId), userId, deps.now, deps.timeZone)
  if (found.ok) await announceOffers(deps, found.target, found.session, outcome.passed.offers)
  return { ok: true, offer: outcome.offer, passedTo: outcome.passed.offers.length }
}
