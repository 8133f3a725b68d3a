import { closeOffer, lapsedOffers } from '@/booking/store/place-offers'
import { sessionKeyOf, sessionOf } from '@/booking/store/session-columns'
import { findSession, type FoundSession, type PlacesDeps, type Refusal } from './deps'
import { announceOffers, passOn } from './pass-on'

// Offers whose deadline passed: each is closed as expired (once: WHERE state = 'open') and its
// places go to the next in line, or back to the counter when nobody waits or the session has
// started. What a scheduler runs every few minutes.

export interface ExpiryOutcome {
  expired: number
  /** New offers made from the expired ones' places. */
  offered: number
  /** Seats given back to the counter. */
  released: number
}

export async function expireOffers(deps: PlacesDeps): Promise<ExpiryOutcome> {
  const outcome: ExpiryOutcome = { expired: 0, offered: 0, released: 0 }
  const sessions = new Map<string, FoundSession | Refusal | 'unreadable'>()
  for (const lapsed of await lapsedOffers(deps.db, deps.now)) {
    const ref = sessionOf(lapsed)
    const key = sessionKeyOf(ref)
    if (!sessions.has(key)) {
      const request = { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey }
      sessions.set(
        key,
        await findSession(deps, request).catch((error: unknown) => {
          console.error(`[places] reading ${key} failed; its lapsed offers wait for the next run:`, error)
          return 'unreadable' as const
        }),
      )
    }
    const found = sessions.get(key)
    if (found === 'unreadable' || !found) continue
    const passed = await deps.db.transaction().execute(async (trx) => {
      const offer = await closeOffer(trx, lapsed.id, { state: 'expired', notBefore: deps.now }, deps.now)
      if (!offer) return undefined
      return passOn(deps, trx, ref, found.ok ? found.session.start : null, { from: `offer:${offer.id}`, seats: Number(offer.seats) })
    })
    if (!passed) continue
    outcome.expired++
    outcome.offered += passed.offers.length
    outcome.released += passed.released
    if (found.ok) await announceOffers(deps, found.target, found.session, passed.offers)
  }
  return outcome
}
