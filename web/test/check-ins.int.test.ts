import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import { withAuthTables } from '@/platform/db/auth-tables'
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
// scan it at the same moment; a ticket for another building is refused with where it belongs; a
// ticket checks in only within its session's window (Sunday's on Saturday is refused with its day
// and stays good); a door code typed is looked up, and guessing one is limited; staff alone undo a
// check-in, once, recorded; and the host tool's day counts what happened.

// Saturday of the demo festival, 3 PM in Chicago; the session starts within the hour.
const NOW = '2026-10-17T20:00:00.000Z'
const session = doorSession(NOW)
// A session on the Sunday, whose tickets do not check in on Saturday.
const sunday = doorSession(NOW, '2026-10-18')
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
    if (sunday.site.id !== session.site.id) await makeHost(lake, sunday.site.id, DOOR_HOST)
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
  const ticket = async (seats = 1) => {
    const holder = await signInAt(lake.server, newEmail('ticket-holder'))
    return { holder, ...(await bookTicket(lake.server, db, holder, session, seats)) }
  }
  const undo = (who: Visitor | undefined, ticketId: string, origin?: string) =>
    callAt(lake.server, who, 'DELETE', `/api/host/check-ins/${ticketId}`, undefined, origin)
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

  it('refuses a ticket outside its session’s window with the day and time it is for, and leaves it good for then', async () => {
    const { ticketId, code } = await bookTicket(lake.server, db, await signInAt(lake.server, newEmail('sunday')), sunday, 2)
    const early = await checkIn(doorHost, code, sunday.site.id)
    expect(early.status).toBe(409)
    expect(early.body.error).toMatchObject({ code: 'not_now', title: sunday.title, start: sunday.start })
    expect(early.body.error?.message).toContain('Sunday, October 18')
    expect(early.body.error?.message).toContain(sunday.time)
    expect(await checkedInAt(ticketId)).toBeNull()
    // Staff at the door are held to the same window.
    expect((await checkIn(staff, code, sunday.site.id)).body.error?.code).toBe('not_now')
    expect(await checkedInAt(ticketId)).toBeNull()
  })

  it('checks a ticket in by its door code, typed as people type; a typo or a cancelled booking’s code is refused', async () => {
    const { ticketId, doorCode } = await ticket(2)
    expect(doorCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const typed = await checkIn(doorHost, doorCode.toLowerCase().replace('-', ' '))
    expect(typed.status).toBe(200)
    expect(typed.body.data).toMatchObject({ ticketId, seats: 2, title: session.title })
    expect((await checkIn(doorHost, doorCode)).body.error?.code).toBe('already_checked_in')

    // One character wrong: the check character catches it before anything is looked up.
    const wrong = doorCode.slice(0, 2) + (doorCode[2] === 'A' ? 'B' : 'A') + doorCode.slice(3)
    const typo = await checkIn(doorHost, wrong)
    expect(typo.status).toBe(400)
    expect(typo.body.error).toMatchObject({ code: 'not_a_ticket', message: expect.stringMatching(/typo/) })

    // A booking cancelled: its door code names nothing any more.
    const cancelled = await ticket()
    expect((await callAt(lake.server, cancelled.holder, 'DELETE', `/api/reservations/${cancelled.reservationId}`)).status).toBe(204)
    const gone = await checkIn(doorHost, cancelled.doorCode)
    expect(gone.status).toBe(404)
    expect(gone.body.error?.code).toBe('not_found')
  })

  it('refuses another building’s ticket by its door code too', async () => {
    const { ticketId, doorCode } = await ticket()
    const elsewhere = await checkIn(staff, doorCode, 'site.abernathy-cold-storage')
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.error).toMatchObject({ code: 'wrong_site', siteName: session.site.name })
    expect(await checkedInAt(ticketId)).toBeNull()
  })

  it('limits the door codes one phone may try, and says when to try again', async () => {
    // A host guessing: well-formed codes (right check character) that name no ticket.
    const guesser = await signInAt(lake.server, newEmail('guessing-host'))
    await makeHost(lake, session.site.id, guesser.email)
    const { newDoorCode, doorCodeText } = await import('@/booking/tickets/door-code')
    const answers: number[] = []
    for (let i = 0; i < 21; i++) answers.push((await checkIn(guesser, doorCodeText(newDoorCode()))).status)
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(404))
    const limited = await callAt(lake.server, guesser, 'POST', '/api/host/check-ins', {
      siteId: session.site.id,
      code: doorCodeText(newDoorCode()),
    })
    expect(limited.status).toBe(429)
    const wait = Number(limited.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    const refusal = ((await limited.json()) as Answer).error as { message?: string; retryAfter?: number } | undefined
    expect(refusal?.message).toMatch(/Try again in \d+ seconds\./)
    // The wait in the body too, for the host tool to say in the host's language.
    expect(refusal?.retryAfter).toBe(wait)
    expect(answers[20]).toBe(429)
    // The signed code from the QR needs no look-up, and is not held back by the door codes' limit.
    const { code } = await ticket()
    expect((await checkIn(guesser, code)).status).toBe(200)
  })

  it('lets staff alone undo a check-in, once, recorded; the ticket can then be checked in again', async () => {
    const { ticketId, code } = await ticket(2)
    expect((await checkIn(doorHost, code)).status).toBe(200)
    // Nobody but staff, and not from another site's page.
    expect((await undo(undefined, ticketId)).status).toBe(401)
    expect((await undo(doorHost, ticketId)).status).toBe(403)
    expect((await undo(await signInAt(lake.server, newEmail('holder')), ticketId)).status).toBe(403)
    expect((await undo(staff, ticketId, 'https://evil.example')).status).toBe(403)
    expect(await checkedInAt(ticketId)).not.toBeNull()

    // Two undos at once (two staff phones): one undoes it, the other hears there is nothing to undo.
    const both = await Promise.all([undo(staff, ticketId), undo(staff, ticketId)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await checkedInAt(ticketId)).toBeNull()
    const records = await db.selectFrom('check_in_undos').selectAll().where('ticket_id', '=', ticketId).execute()
    const idOf = async (who: Visitor) =>
      (await withAuthTables(db).selectFrom('user').select('id').where('email', '=', who.email).executeTakeFirstOrThrow()).id
    expect(records).toEqual([
      expect.objectContaining({
        seats: 2,
        checked_in_at: NOW,
        checked_in_by: await idOf(doorHost),
        undone_at: NOW,
        undone_by: await idOf(staff),
      }),
    ])
    // A replay later: nothing to undo.
    expect((await undo(staff, ticketId)).status).toBe(409)
    expect((await undo(staff, 'AAAAAAAAAAAAAAAA')).status).toBe(404)

    // The host's day says it happened; the ticket checks in again.
    const response = await callAt(lake.server, doorHost, 'GET', `/api/host/sites/${session.site.slug}`)
    const { sessions } = ((await response.json()) as { data: { sessions: { sessionKey: string; checkInsUndone: number }[] } }).data
    expect(sessions.find((s) => s.sessionKey === session.sessionKey)?.checkInsUndone).toBe(1)
    expect((await checkIn(doorHost, code)).status).toBe(200)
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
