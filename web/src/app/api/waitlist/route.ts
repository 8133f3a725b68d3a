import { getDatabase } from '@/db/database'
import { route } from '@/http/route'
import { bookerOf } from '@/places/booker'
import { liveDeps } from '@/places/live-deps'
import { joinWaitlist } from '@/places/waitlist'
import { now } from '@/platform/clock'
import { ok } from '@/platform/respond'
import { refuse } from '@/reservations/http'
import { partyBody } from '@/reservations/validation'

/** Puts the signed-in visitor's party in line for a full first-come session: 201 with how many are ahead. */
export const POST = route({ session: 'required', sameOrigin: true, body: partyBody }, async ({ user, body }) => {
  const deps = await liveDeps(getDatabase(), now())
  const result = await joinWaitlist(deps, await bookerOf(deps.db, user, deps.now, deps.timeZone), body)
  if (!result.ok) return refuse(result.status, result.code, result.message)
  return ok({ data: { id: result.entry.id, party: Number(result.entry.party), ahead: result.ahead } }, 201)
})
