import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { bookerOf } from '@/booking/fair/booker'
import { enterBallot } from '@/booking/fair/enter-ballot'
import { liveDeps } from '@/booking/fair/live-deps'
import { now } from '@/platform/clock'
import { ok } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'
import { EMAIL_FAILED_MESSAGE } from '@/booking/reservations/service'
import { partyBody } from '@/booking/reservations/validation'

/** Enters the signed-in visitor's party in a session's ballot, once: 201 with the draw's commitment. */
export const POST = route({ session: 'required', sameOrigin: true, body: partyBody }, async ({ user, body }) => {
  const deps = await liveDeps(getDatabase(), now())
  const who = await bookerOf(deps.db, user, deps.now, deps.timeZone)
  const result = await enterBallot(deps, who, body)
  if (!result.ok) return refuse(result.status, result.code, result.message)
  const { entry } = result
  return ok(
    {
      data: { id: entry.id, state: entry.state, party: Number(entry.party), seedHash: result.seedHash },
      email: result.emailSent ? { sent: true } : { sent: false, message: EMAIL_FAILED_MESSAGE },
    },
    201,
  )
})
