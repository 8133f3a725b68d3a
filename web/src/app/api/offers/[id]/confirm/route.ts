import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { liveDeps } from '@/booking/fair/live-deps'
import { confirmPlace } from '@/booking/fair/offers'
import { now } from '@/platform/clock'
import { ok } from '@/platform/respond'
import { refuse } from '@/booking/reservations/http'
import { EMAIL_FAILED_MESSAGE } from '@/booking/reservations/service'

/** Takes the offered places before the offer's deadline: 201 with the reservation and its ticket. */
export const POST = route({ session: 'required', sameOrigin: true, params: ['id'] }, async ({ user, params: { id } }) => {
  const deps = await liveDeps(getDatabase(), now())
  const result = await confirmPlace(deps, { userId: user.id, email: user.email, language: user.language }, id)
  if (!result.ok) return refuse(result.status, result.code, result.message)
  return ok(
    {
      data: { reservationId: result.reservation.id, ticketId: result.ticket.id, seats: Number(result.reservation.seats) },
      email: result.emailSent ? { sent: true } : { sent: false, message: EMAIL_FAILED_MESSAGE },
    },
    201,
  )
})
