import type { Reservation } from '@/platform/db/schema'
import { sessionOf } from '@/booking/store/session-columns'
import { removeReservation } from '@/booking/reservations/store'
import { holdUncheckedTicket } from '@/booking/store/tickets'
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from '@/kernel/time'
import { findSession, refuse, type PlacesDeps, type Refusal } from './deps'
import { announceOffers, passOn } from './pass-on'

// Cancelling a reservation: its places stay taken and go to the next on the waitlist as offers (12
// hours by default, never past the start); what nobody waiting can take goes back to the counter.
// The reservation's DELETE is the claim: of two cancellations of it, one finds nothing to delete.
// What the door counted stays what happened: a booking whose ticket was checked in cannot be
// cancelled (the ticket is held in the same transaction, so a check-in at the same moment either
// comes first and the cancel is refused, or finds the booking gone), and nor can a booking whose
// session has started (its unused places go to walk-ups ten minutes after the start).

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
  if (found.ok && deps.now.getTime() >= new Date(found.session.start).getTime()) {
    const when = formatZonedDateTime(found.session.start, deps.timeZone ?? DEFAULT_TIME_ZONE, 'long')
    return refuse(
      409,
      'started',
      `This started on ${when}, so the booking can no longer be cancelled. Places nobody uses go to people waiting at the door.`,
    )
  }
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if ((await holdUncheckedTicket(trx, reservationId)) === 'checked-in') return 'checked-in' as const
    const gone = await removeReservation(trx, userId, reservationId)
    if (!gone) return undefined
    const freed = { from: `reservation:${gone.id}`, seats: Number(gone.seats) }
    return { gone, passed: await passOn(deps, trx, ref, found.ok ? found.session.start : null, freed) }
  })
  if (outcome === 'checked-in')
    return refuse(409, 'checked_in', 'This booking was checked in at the door, so it can no longer be cancelled.')
  if (!outcome) return refuse(404, 'not_found', 'No such reservation.')
  if (found.ok) await announceOffers(deps, found.target, found.session, outcome.passed.offers)
  return { ok: true, reservation: outcome.gone, offered: outcome.passed.offers.length, released: outcome.passed.released }
}
