import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { myPlaces, type MyPlacesAnswer } from '@/booking/fair/my-places'
import { ticketSecret } from '@/platform/ticket-secret'
import { ok } from '@/platform/respond'
import { targetLabels } from '@/booking/reservations/targets'
import { isTicketId, ticketCode } from '@/booking/tickets/ticket-code'

/** The signed-in visitor's ballot entries, offers, waitlist places and tickets, each ticket with its signed code. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const places = await myPlaces({ db: getDatabase(), labels: targetLabels }, user.id)
  const secret = ticketSecret()
  // A ticket issued before tickets had codes (a database from an early test build) has no code to show.
  const tickets = places.tickets.filter((t) => isTicketId(t.id)).map((t) => ({ ...t, code: ticketCode(t.id, secret) }))
  const data: MyPlacesAnswer = { ...places, tickets }
  return ok({ data })
})
