import { getDatabase } from '@/platform/db/database'
import { refuse } from '@/booking/reservations/http'
import { reservationCalendar } from '@/booking/reservations/reservation-calendar'
import { ownReservation } from '@/booking/reservations/store'
import { targetLabels } from '@/booking/reservations/targets'
import { reservationView } from '@/booking/reservations/views'
import { siteUrl } from '@/platform/seo'
import { CACHE } from '@/platform/respond'
import { route } from '@/platform/http/route'

// A confirmed place as an .ics file ("Add to calendar" on its ticket): the owner's only; anyone
// else's id, or one unknown, answers 404 alike.
export const GET = route({ session: 'required', params: ['id'] }, async ({ user, params: { id } }) => {
  const reservation = await ownReservation(getDatabase(), user.id, id)
  if (!reservation) return refuse(404, 'not_found', 'No such reservation.')
  const labels = await targetLabels([reservation.target_id])
  const body = reservationCalendar(reservationView(reservation, labels.get(reservation.target_id)), { origin: siteUrl().origin })
  if (!body)
    return refuse(404, 'not_found', 'We cannot say when this session starts just now, so there is nothing to add to a calendar yet.')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="reservation.ics"',
      'Cache-Control': CACHE.private,
      Vary: 'Cookie',
    },
  })
})
