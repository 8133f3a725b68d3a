import { offersToEmail } from '@/booking/store/place-offers'
import { sessionKeyOf, sessionOf } from '@/booking/store/session-columns'
import type { PlaceOffer } from '@/platform/db/schema'
import { findSession, type PlacesDeps } from './deps'
import { announceOffers } from './pass-on'

// An offer whose email failed (the mail service down, a timeout) is sent again on the next run,
// until it goes or the offer closes: someone next in line who never hears of the place loses it
// at the deadline without knowing. A minute's grace leaves an offer just made to the request that
// made it, which sends it at once.

const GRACE_MS = 60_000

/** Sends every open offer's email that has not gone; how many went. */
export async function resendOfferEmails(deps: PlacesDeps): Promise<number> {
  const bySession = new Map<string, PlaceOffer[]>()
  for (const offer of await offersToEmail(deps.db, deps.now, new Date(deps.now.getTime() - GRACE_MS))) {
    const key = sessionKeyOf(sessionOf(offer))
    bySession.set(key, [...(bySession.get(key) ?? []), offer])
  }
  let sent = 0
  for (const [key, offers] of bySession) {
    const ref = sessionOf(offers[0]!)
    const found = await findSession(deps, { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey }).catch((error: unknown) => {
      console.error(`[places] reading ${key} failed; its offers' emails wait for the next run:`, error)
      return undefined
    })
    if (found?.ok) sent += await announceOffers(deps, found.target, found.session, offers)
  }
  return sent
}
