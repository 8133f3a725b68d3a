import { getDatabase } from '@/db/database'
import { route } from '@/http/route'
import { myPlaces, type MyPlacesAnswer } from '@/places/my-places'
import { ticketSecret } from '@/platform/ticket-secret'
import { ok } from '@/platform/respond'
import { targetLabels } from '@/reservations/targets'
import { ticketCode } from '@/tickets/ticket-code'

/** The signed-in visitor's ballot entries, offers, places in line and tickets, each ticket with its signed code. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const places = await myPlaces({ db: getDatabase(), labels: targetLabels }, user.id)
  const secret = ticketSecret()
  const data: MyPlacesAnswer = { ...places, tickets: places.tickets.map((t) => ({ ...t, code: ticketCode(t.id, secret) })) }
  return ok({ data })
})
