import type { Kysely, Transaction } from 'kysely'
import { passOnFreedPlaces, type Freed, type PassedOn } from '@/booking/store/freed-places'
import { claimOfferEmail } from '@/booking/store/place-offers'
import type { Database, PlaceOffer } from '@/platform/db/schema'
import type { SessionRef } from '@/booking/store/session-columns'
import { recipientsOf } from '@/platform/db/user-emails'
import { envelopeOf } from '@/platform/email/identity'
import type { ReservableTarget, TargetSession } from '@/booking/reservations/targets'
import { offerDeadline } from './ballot-rules'
import { linksOf, type PlacesDeps } from './deps'
import { offerMessage } from './offer-email'
import { sendLogged } from './send'

// Freed places down the line (inside the transaction that freed them), then the emails to the
// people they were offered to (after it committed). Each offer's email is claimed before it goes
// and given back if sending fails, so the scheduler sends it again (resend-offers.ts).

/** `start` null: the session is unknown to the content now; its places go back to the counter. */
export function passOn(
  deps: PlacesDeps,
  trx: Transaction<Database>,
  session: SessionRef,
  start: string | null,
  freed: Freed,
): Promise<PassedOn> {
  const deadline = start ? offerDeadline(deps.now, start, deps.offerHoldHours) : null
  return passOnFreedPlaces(trx, session, freed, deadline, deps.now)
}

/** Emails each offer to its holder, unless its email went already; how many went. */
export async function announceOffers(
  deps: PlacesDeps & { db: Kysely<Database> },
  target: ReservableTarget,
  session: TargetSession,
  offers: PlaceOffer[],
): Promise<number> {
  if (offers.length === 0) return 0
  const recipients = await recipientsOf(
    deps.db,
    offers.map((o) => o.user_id),
  )
  let sent = 0
  for (const offer of offers) {
    const to = recipients.get(offer.user_id)
    if (!to || !(await claimOfferEmail(deps.db, offer.id, deps.now))) continue
    const message = offerMessage({
      ...envelopeOf(deps.from, to),
      title: target.title,
      start: session.start,
      seats: Number(offer.seats),
      expiresAt: offer.expires_at,
      ...linksOf(deps, target, to),
      timeZone: deps.timeZone,
    })
    if (await sendLogged(deps.sender, message, `offer ${offer.id}`)) sent++
    else await claimOfferEmail(deps.db, offer.id, deps.now, true)
  }
  return sent
}
