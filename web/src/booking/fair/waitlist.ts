import { insertWaitlistEntry, leaveWaitlist as leaveStored, waitingAhead } from '@/booking/store/waitlist-entries'
import type { WaitlistEntry } from '@/platform/db/schema'
import { bookingState, bookingWindow, refusal } from '@/booking/reservations/rules'
import { REFUSED, type Booker } from '@/booking/reservations/service'
import { findReservation, takenPlaces } from '@/booking/reservations/store'
import { ballotOf } from '@/booking/reservations/rules'
import { MAX_SEATS } from '@/booking/reservations/validation'
import { findSession, refuse, type PlacesDeps, type Refusal, type SessionRequest } from './deps'

// The line for a full first-come session: joined once per account, while the session could be
// booked by this person but has too few places left for their party. Freed places are offered
// down it in order of joining (booking/store/freed-places.ts). A ballot has no such list: its draw order is
// its waitlist.

export type JoinResult = { ok: true; entry: WaitlistEntry; ahead: number } | Refusal

export async function joinWaitlist(deps: PlacesDeps, who: Booker, request: SessionRequest & { party: number }): Promise<JoinResult> {
  const found = await findSession(deps, request)
  if (!found.ok) return found
  const { target, session, ref } = found
  if (ballotOf(session)) return refuse(409, 'ballot', 'Places here are given by ballot: its draw order is the waitlist.')
  if (!Number.isInteger(request.party) || request.party < 1 || request.party > MAX_SEATS) {
    return refuse(400, 'party', `You can wait for 1 to ${MAX_SEATS} places.`)
  }
  const state = bookingState({ ...session, cancelled: target.cancelled || session.cancelled }, who.member, deps.now)
  if (state !== 'open') {
    return refuse(REFUSED[state].status, REFUSED[state].code, refusal(state, bookingWindow(session), deps.timeZone))
  }
  if (await findReservation(deps.db, who.userId, ref.kind, ref.id, ref.sessionKey)) {
    return refuse(409, 'already_reserved', 'You already have a reservation for this.')
  }
  const taken = (await takenPlaces(deps.db, ref.kind, ref.id)).get(ref.sessionKey) ?? 0
  if (session.capacity - taken >= request.party) return refuse(409, 'not_full', 'There are places left: book them instead.')
  const outcome = await insertWaitlistEntry(deps.db, ref, who.userId, request.party, deps.now)
  if (!outcome.ok) return refuse(409, 'already_waiting', 'You are already on the waitlist for this.')
  return { ok: true, entry: outcome.entry, ahead: await waitingAhead(deps.db, outcome.entry) }
}

export type LeaveResult = { ok: true; entry: WaitlistEntry } | Refusal

export async function leaveWaitlist(deps: Pick<PlacesDeps, 'db' | 'now'>, userId: string, entryId: string): Promise<LeaveResult> {
  const left = await leaveStored(deps.db, userId, entryId, deps.now)
  return left ? { ok: true, entry: left } : refuse(404, 'not_found', 'You are not waiting in that line.')
}
