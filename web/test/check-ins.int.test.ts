import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { releaseNoShows } from '@/booking/fair/check-in'
import { loadTarget } from '@/booking/reservations/targets'
import { newTicketId, ticketCode } from '@/booking/tickets/ticket-code'
import { bookTicket, doorSession, makeHost } from './door-tickets'
import { startLakeSite, type LakeSite } from './lake-site'
import { newEmail } from './addresses'
import { callAt, signInAt, type Visitor } from './own-server'
import { DEMO_HOST, DEMO_STAFF } from './addresses'

// Checking tickets in at a building's door, on the real server on a stand-in Content Lake, on both
// databases, attacked as a door sees it: nobody but a host of the ticket's site (or staff) checks
// it in; a forged or altered code is not a ticket; a ticket is let in once, however many phones
// scan it at the same moment; a ticket for another building is refused with where it belongs; and
// the host tool's day counts what happened.

// Saturday of the demo festival, 3 PM in Chicago; the session starts later that afternoon.
const NOW = '2026-10-17T20:00:00.000Z'
const session = doorSession(NOW)
const DOOR_HOST = 'door-host@example.org'

interface Answer {
  data?: { ticketId: string; seats: number; checkedInAt: string; title: string; start: string }
  error?: { code: string; message: string; checkedInAt?: string; title?: string; siteName?: string }
}

onEachDatabase('checking tickets in', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  let lake: LakeSite
  let doorHost: Visitor
  let otherHost: Visitor
  let staff: Visitor
  useMigratedDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  beforeAll(async () => {
    if (!target.available) return
    lake = await startLakeSite({ OHC_TEST_NOW: NOW, OHC_STAFF_EMAILS: DEMO_STAFF, ...database.env })
    await makeHost(lake, session.site.id, DOOR_HOST)
    ;[doorHost, otherHost, staff] = await Promise.all([
      signInAt(lake.server, DOOR_HOST),
      signInAt(lake.server, DEMO_HOST),
      signInAt(lake.server, DEMO_STAFF),
    ])
  }, 120_000)
  afterAll(async () => {
    await lake?.close()
  })

  const checkIn = async (who: Visitor | undefined, code: string, siteId = session.site.id, origin?: string) => {
    const response = await callAt(lake.server, who, 'POST', '/api/host/check-ins', { siteId, code }, origin)
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const ticket = async (seats = 1) => bookTicket(lake.server, db, await signInAt(lake.server, newEmail('ticket-holder')), session, seats)
  const checkedInAt = async (ticketId: string) =>
    (await db.selectFrom('tickets').select('checked_in_at').where('id', '=', ticketId).executeTakeFirstOrThrow()).checked_in_at

  it('refuses anyone not on the ticket’s door, and a write from another site’s page, checking nothing in', async () => {
    const { ticketId, code } = await ticket()
    expect((await checkIn(undefined, code)).status).toBe(401)
    const visitor = await signInAt(lake.server, newEmail('not-a-host'))
    expect((await checkIn(visitor, code)).status).toBe(403)
    // A host of other buildings, naming this one's door.
    const other = await checkIn(otherHost, code)
    expect(other.status).toBe(403)
    expect(other.body.error?.code).toBe('forbidden')
    expect((await checkIn(doorHost, code, session.site.id, 'https://evil.example')).status).toBe(403)
    expect(await checkedInAt(ticketId)).toBeNull()
  })

  it('tells a forged or altered code from a ticket: 400 with what to check, nothing checked in', async () => {
    const { ticketId, code } = await ticket()
    // One character changed (the last group's first).
    const altered = code.slice(0, -4) + (code.at(-4) === 'A' ? 'B' : 'A') + code.slice(-3)
    const forged = ticketCode(newTicketId(), 'a-secret-the-server-does-not-have-0123')
    const sameIdOtherSecret = ticketCode(ticketId, 'a-secret-the-server-does-not-have-0123')
    for (const bad of [altered, forged, sameIdOtherSecret, 'OHC-1234', 'hello']) {
      const answer = await checkIn(doorHost, bad)
      expect(answer.status, bad).toBe(400)
      expect(answer.body.error?.code, bad).toBe('not_a_ticket')
      expect(answer.body.error?.message, bad).toMatch(/code/)
    }
    expect(await checkedInAt(ticketId)).toBeNull()
  })

  it('checks a ticket in once: the replay is refused with the time of the first', async () => {
    const { ticketId, code } = await ticket(3)
    const first = await checkIn(doorHost, code)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      ticketId,
      seats: 3,
      checkedInAt: NOW,
      title: session.title,
      start: new Date(session.start).toISOString(),
    })
    // Typed by hand: lower case, spaces for dashes.
    const again = await checkIn(doorHost, code.toLowerCase().replaceAll('-', ' '))
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ code: 'already_checked_in', checkedInAt: NOW, title: session.title })
    expect(again.body.error?.message).toMatch(/Already checked in at 3:00\sPM/)
  })

  it('lets one of two phones scanning the same ticket at the same moment check it in', async () => {
    const { code } = await ticket()
    const answers = await Promise.all([checkIn(doorHost, code), checkIn(staff, code)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('already_checked_in')
  })

  it('refuses a ticket for another building with where it belongs', async () => {
    const { ticketId, code } = await ticket()
    // Staff may stand at any door: at another site, the ticket is not for here.
    const elsewhere = await checkIn(staff, code, 'site.abernathy-cold-storage')
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.error).toMatchObject({ code: 'wrong_site', title: session.title, siteName: session.site.name })
    expect(elsewhere.body.error?.message).toContain(session.title)
    expect(elsewhere.body.error?.message).toContain(session.site.name)
    expect(await checkedInAt(ticketId)).toBeNull()
  })

  it('counts the day at the door, and refuses a ticket whose places went to walk-ups', async () => {
    const { code } = await ticket(2)
    const day = async () => {
      const response = await callAt(lake.server, doorHost, 'GET', `/api/host/sites/${session.site.slug}`)
      expect(response.status).toBe(200)
      const { sessions } = ((await response.json()) as { data: { sessions: { sessionKey: string; [k: string]: unknown }[] } }).data
      return sessions.find((s) => s.sessionKey === session.sessionKey)
    }
    const before = await day()
    expect(before).toMatchObject({
      kind: 'tour-session',
      targetId: session.tourId,
      title: session.title,
      siteId: session.site.id,
      noShows: 0,
    })
    // Ten minutes after the start nobody has shown this ticket (nor the earlier tests' unchecked ones).
    const runs = await releaseNoShows({ db, now: new Date(new Date(session.start).getTime() + 11 * 60_000), load: loadTarget })
    const released = runs.find((r) => r.session.id === session.tourId && r.session.sessionKey === session.sessionKey)
    expect(released?.noShows).toBeGreaterThan(0)
    const late = await checkIn(doorHost, code)
    expect(late.status).toBe(409)
    expect(late.body.error?.code).toBe('released')
    const after = await day()
    expect(after).toMatchObject({
      booked: before?.booked,
      checkedIn: before?.checkedIn,
      noShows: released?.noShows,
      walkUps: released?.places,
    })
    expect(released?.places).toBeGreaterThanOrEqual(2)
  })
})
