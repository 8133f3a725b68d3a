import type { Reservation } from '@/platform/db/schema'
import { sessionOf } from '@/booking/store/session-columns'
import { removeReservation } from '@/booking/reservations/store'
import { findSession, refuse, type PlacesDeps, type Refusal } from './deps'
import { announceOffers, passOn } from './pass-on'

// Cancelling a reservation: its places stay taken and go to the next in line as offers (12 hours
// by default, never past the start); what nobody in line can take goes back to the counter. The
// reservation's DELETE is the claim: of two cancellations of it, one finds nothing to delete.

export type CancelResult = { ok: true; reservation: Reservation; offered: number; released: number } | Refusal

export async function cancelReservation(deps: PlacesDeps, userId: string, reservationId: string): Promise<CancelResult> {
  const current = await deps.db
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!current) return refuse(404, 'not_found', 'No such reservation.')
  const ref = sessionOf(current)
  const found = await findSession(deps, { kind: ref.kind, targetId: ref.id, sessionKey: ref.sessionKey })
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const gone = await removeReservation(trx, userId, reservationId)
    if (!gone) return undefined
    const freed = { from: `reservation:${gone.id}`, seats: Number(gone.seats) }
    return { gone, passed: await passOn(deps, trx, ref, found.ok ? found.session.start : null, freed) }
  })
  if (!outcome) return refuse(404, 'not_found', 'No such reservation.')
  if (found.ok) await announceOffers(deps, found.target, found.session, outcome.passed.offers)
  return { ok: true, reservation: outcome.gone, offered: outcome.passed.offers.length, released: outcome.passed.released }
}
