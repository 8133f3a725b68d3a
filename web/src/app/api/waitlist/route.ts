import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { bookerOf } from '@/booking/fair/booker'
import { liveDeps } from '@/booking/fair/live-deps'
import { joinWaitlist } from '@/booking/fair/waitlist'
import { now } from '@/platform/clock'
import { ok } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'
import { partyBody } from '@/booking/reservations/validation'

/** Puts the signed-in visitor's party in line for a full first-come session: 201 with how many are ahead. */
export const POST = route({ session: 'required', sameOrigin: true, body: partyBody }, async ({ user, body }) => {
  const deps = await liveDeps(getDatabase(), now())
  const result = await joinWaitlist(deps, await bookerOf(deps.db, user, deps.now, deps.timeZone), body)
  if (!result.ok) return refuse(result.status, result.code, result.message)
  return ok({ data: { id: result.entry.id, party: Number(result.entry.party), ahead: result.ahead } }, 201)
})
