import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { ticketSecretOf } from '@/platform/ticket-secret'
import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { ticketCode } from '@/booking/tickets/ticket-code'
import { doorCodeText } from '@/booking/tickets/door-code'
import { DEFAULT_CHECK_IN_OPENS_MINUTES } from '@/platform/env/door'
import { demoDocuments, demoYears, ofType } from './demo-dataset'
import type { LakeSite } from './lake-site'
import { TEST_AUTH_SECRET } from './next-server'
import { callAt, type OwnServer, type Visitor } from './own-server'

// For the tests of checking tickets in at a door: a festival site tour session of the demo later
// on the day the server's clock is fixed at, first come and open to everyone (so a visitor can
// book it), starting within the door's window (so its tickets check in at the clock) unless asked
// for another day, the site it is at, and the ticket codes a server under test signs.

type Doc = Record<string, unknown>
const docs = demoDocuments()
const { current } = demoYears(docs)

/** A session on `day` (default: the clock's), within the door's window at `now` when it is that day. */
export function doorSession(now: string, day = now.slice(0, 10)) {
  const at = new Date(now).getTime()
  const soon = day === now.slice(0, 10) ? DEFAULT_CHECK_IN_OPENS_MINUTES * 60_000 : Infinity
  const found = ofType(docs, 'tour')
    .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions) && (t.site as Doc | undefined))
    .flatMap((t) => (t.sessions as Doc[]).map((s) => ({ tour: t, session: s })))
    .filter(({ session }) => {
      const start = new Date(String(session.start)).getTime()
      const opensToAll = start - BOOKING_OPENS_DAYS_BEFORE * 86_400_000 + Number(session.memberPriorityHours ?? 0) * 3_600_000
      return (
        !session.membersOnly &&
        session.booking !== 'ballot' &&
        Number(session.capacity) >= 10 &&
        at >= opensToAll &&
        at < start &&
        start - at <= soon &&
        new Date(start).toISOString().slice(0, 10) === day
      )
    })
    // The roomiest: a file's tests book a good many tickets in it.
    .sort((a, b) => Number(b.session.capacity) - Number(a.session.capacity))[0]
  if (!found) throw new Error(`the demo dataset has no first-come site tour session on ${day} after ${now}`)
  const siteId = (found.tour.site as { _ref: string })._ref
  const site = ofType(docs, 'site').find((s) => s._id === siteId)!
  return {
    tourId: found.tour._id,
    title: String(found.tour.title),
    sessionKey: String(found.session._key),
    start: new Date(String(found.session.start)).toISOString(),
    /** Its start as the festival's pages write it ("3:30 PM", Chicago). */
    time: new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })
      .format(new Date(String(found.session.start)))
      .replace(/\s/g, ' '),
    site: { id: siteId, name: String(site.name), slug: (site.slug as { current: string }).current },
  }
}

/** Puts `email` on the site's door this year, as an editor does in the Studio, and publishes it. */
export async function makeHost(lake: LakeSite, siteId: string, email: string) {
  type Edition = { year: number; hosts?: string[] }
  await lake.publish(siteId, (doc) => ({
    ...doc,
    editions: (doc.editions as Edition[]).map((e) => (e.year === current ? { ...e, hosts: [...(e.hosts ?? []), email] } : e)),
  }))
  expect((await lake.webhook({ _type: 'site', _id: siteId })).status).toBe(200)
}

/** Books `seats` in the session for the visitor through the API, and answers the ticket's id, its signed code and its door code. */
export async function bookTicket(
  server: OwnServer,
  db: Kysely<Database>,
  visitor: Visitor,
  session: { tourId: string; sessionKey: string },
  seats: number,
) {
  const booked = await callAt(server, visitor, 'POST', '/api/reservations', {
    kind: 'tour-session',
    targetId: session.tourId,
    sessionKey: session.sessionKey,
    seats,
  })
  expect(booked.status, await booked.clone().text()).toBe(201)
  const reservationId = ((await booked.json()) as { data: { id: string } }).data.id
  const { id, door_code } = await db
    .selectFrom('tickets')
    .select(['id', 'door_code'])
    .where('reservation_id', '=', reservationId)
    .executeTakeFirstOrThrow()
  return { ticketId: id, reservationId, code: ticketCode(id, ticketSecretOf(TEST_AUTH_SECRET)), doorCode: doorCodeText(door_code!) }
}
