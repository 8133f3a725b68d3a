import { getIdentity } from '@/content/identity'
import { festivalTimeZone } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { senderFromEnv } from '@/platform/email'
import { membershipOfSessionUser } from '@/visitors/members/membership'
import { bookerOf } from '@/booking/fair/booker'
import { refuse } from '@/booking/reservations/http'
import { book, EMAIL_FAILED_MESSAGE } from '@/booking/reservations/service'
import { listReservations } from '@/booking/reservations/store'
import { loadTarget, targetLabels } from '@/booking/reservations/targets'
import { reservationBody } from '@/booking/reservations/validation'
import { reservationView } from '@/booking/reservations/views'
import { now } from '@/platform/clock'
import { config } from '@/platform/config'
import { ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

/**
 * The signed-in user's reservations, with titles and start times from the content, and whether
 * the user is a member now (the booking widget offers members-only and priority sessions by it).
 */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const db = getDatabase()
  const timeZone = await festivalTimeZone()
  const [reservations, { member }] = await Promise.all([listReservations(db, user.id), membershipOfSessionUser(db, user, now(), timeZone)])
  const labels = await targetLabels([...new Set(reservations.map((r) => r.target_id))])
  return ok({ data: reservations.map((r) => reservationView(r, labels.get(r.target_id))), meta: { member } })
})

/** Books places in a tour session or a registration event: 201, or 400/401/403/404/409 with a reason. */
export const POST = route({ session: 'required', sameOrigin: true, body: reservationBody }, async ({ user, body }) => {
  const db = getDatabase()
  const at = now()
  const identity = await getIdentity()
  const { timeZone } = identity
  const deps = { db, sender: senderFromEnv(), from: identity, now: at, siteUrl: config().auth.baseURL, load: loadTarget, timeZone }
  const result = await book(deps, await bookerOf(db, user, at, timeZone), body)
  if (!result.ok) return refuse(result.status, result.code, result.message)
  const view = { ...reservationView(result.reservation), title: result.title, start: result.start }
  return ok({ data: view, email: result.emailSent ? { sent: true } : { sent: false, message: EMAIL_FAILED_MESSAGE } }, 201)
})
