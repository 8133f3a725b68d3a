import { randomUUID } from 'node:crypto'
import { takeSeats } from '@/booking/store/capacity'
import { sessionsWithRoomForTheLine } from '@/booking/store/room-for-the-line'
import type { PlacesDeps } from './deps'
import { findSession } from './deps'
import { announceOffers, passOn } from './pass-on'

// Places that went back to the counter while people wait in line are offered down the line, as a
// cancellation's are at once: an account deleted with its bookings (the account's deletion frees
// them below this layer, on the counter), or a capacity an editor raised. Run by the scheduled
// work. The places are first taken from the counter by one conditional UPDATE, so of two runs at
// once only one gets them; what nobody in line can use goes straight back.

/** Offers every such session's free places to the next in line; how many offers were made. */
export async function offerFreePlaces(deps: PlacesDeps): Promise<number> {
  let made = 0
  for (const room of await sessionsWithRoomForTheLine(deps.db)) {
    const found = await findSession(deps, { kind: room.session.kind, targetId: room.session.id, sessionKey: room.session.sessionKey })
    if (!found.ok || found.target.cancelled || found.session.cancelled) continue
    const passed = await deps.db.transaction().execute(async (trx) => {
      if (!(await takeSeats(trx, room.session, room.free))) return undefined
      return passOn(deps, trx, room.session, found.session.start, { from: `counter:${randomUUID()}`, seats: room.free })
    })
    if (!passed?.offers.length) continue
    made += passed.offers.length
    await announceOffers(deps, found.target, found.session, passed.offers)
  }
  return made
}
