import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { demoDocuments, demoYears, ofType } from './demo-dataset'
import { newEmail } from './addresses'
import { callAt, mailsTo, nextYear, runRosterImport, signInAt, startOwnServer, type OwnServer, type Visitor } from './own-server'

// Reservations on the real server (production build) with a fixed clock, on a SQLite file and on
// PostgreSQL. Which sessions are open, in their member window or members-only at that moment is
// worked out here from the demo documents and the documented rule (booking opens to members
// BOOKING_OPENS_DAYS_BEFORE days before the start, to everyone memberPriorityHours later).

const NOW = new Date('2026-09-28T17:00:00Z')
const HOUR = 3_600_000
const RACERS = 20

interface Session {
  tourId: string
  title: string
  key: string
  start: string
  capacity: number
  membersOnly: boolean
  priority: number
}

const docs = demoDocuments()
const { current } = demoYears(docs)
// First-come sessions only: a ballot's places are the draw's (docs/fair-booking.md).
const sessions: Session[] = ofType(docs, 'tour')
  .filter((t) => t.year === current && Array.isArray(t.sessions))
  .flatMap((t) =>
    (t.sessions as Record<string, unknown>[])
      .filter((s) => s.booking !== 'ballot')
      .map((s) => ({
        tourId: t._id,
        title: String(t.title),
        key: String(s._key),
        start: String(s.start),
        capacity: Number(s.capacity),
        membersOnly: Boolean(t.membersOnly || s.membersOnly),
        priority: Number(s.memberPriorityHours ?? 0),
      })),
  )

const opensToMembers = (s: { start: string }) => new Date(s.start).getTime() - BOOKING_OPENS_DAYS_BEFORE * 24 * HOUR
const opensToAll = (s: { start: string; priority: number }) => opensToMembers(s) + s.priority * HOUR
const started = (s: { start: string }) => NOW.getTime() >= new Date(s.start).getTime()
const openToAll = (s: Session) => !s.membersOnly && !started(s) && NOW.getTime() >= opensToAll(s)
const inPriorityWindow = (s: Session) =>
  !s.membersOnly && !started(s) && NOW.getTime() >= opensToMembers(s) && NOW.getTime() < opensToAll(s)
const membersOnlyOpen = (s: Session) => s.membersOnly && !started(s) && NOW.getTime() >= opensToMembers(s)

function pick(what: string, test: (s: Session) => boolean, skip = 0): Session {
  const found = sessions.filter(test)[skip]
  if (!found) throw new Error(`the demo dataset has no ${what} session at ${NOW.toISOString()}`)
  return found
}

const registrationEvent = ofType(docs, 'event').find((e) => {
  const r = e.registration as { required?: boolean; capacity?: number; memberPriorityHours?: number; booking?: string } | undefined
  const start = String(e.start)
  return (
    e.year === current &&
    r?.required &&
    r.booking !== 'ballot' &&
    !e.membersOnly &&
    !e.cancelled &&
    !started({ start }) &&
    NOW.getTime() >= opensToAll({ start, priority: r.memberPriorityHours ?? 0 })
  )
})

function field(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), value)
}

async function body(response: Response): Promise<unknown> {
  return response.json()
}

onEachDatabase('reservations on the real server', (target) => {
  let database: DatabaseUnderTest
  let server: OwnServer
  const reserve = (who: Visitor | undefined, payload: unknown, origin?: string) =>
    callAt(server, who, 'POST', '/api/reservations', payload, origin)
  const remaining = async (s: Session) => {
    const response = await callAt(server, undefined, 'GET', `/api/availability?kind=tour-session&targetId=${encodeURIComponent(s.tourId)}`)
    expect(response.status).toBe(200)
    const list = field(await body(response), 'data', 'sessions') as { key: string; remaining: number }[]
    return list.find((x) => x.key === s.key)?.remaining
  }
  const makeMember = (who: Visitor) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-roster-'))
    const file = path.join(dir, 'roster.csv')
    writeFileSync(file, `Email,Membership Level,Expiration Date\n${who.email.toUpperCase()},Household,${nextYear()}\n`)
    const result = runRosterImport(server.dbEnv, file)
    expect(result.status, result.err).toBe(0)
  }

  beforeAll(async () => {
    database = await target.create()
    server = await startOwnServer(database, { OHC_TEST_NOW: NOW.toISOString() })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  it(`${RACERS} concurrent requests for the last place: exactly one 201, the rest 409 full`, async () => {
    const session = pick('open', (s) => openToAll(s) && s.capacity >= 5)
    // Everyone but the last place, through the API: four places at a time.
    let left = session.capacity - 1
    while (left > 0) {
      const seats = Math.min(4, left)
      const filler = await signInAt(server)
      expect((await reserve(filler, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats })).status).toBe(201)
      left -= seats
    }
    expect(await remaining(session)).toBe(1)
    const racers = await Promise.all(Array.from({ length: RACERS }, () => signInAt(server)))
    const answers = await Promise.all(
      racers.map((who) => reserve(who, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key })),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([201, ...Array<number>(RACERS - 1).fill(409)])
    for (const answer of answers.filter((a) => a.status === 409)) expect(field(await body(answer), 'error', 'code')).toBe('full')
    expect(await remaining(session)).toBe(0)
    const db = database.connect()
    const counter = await db
      .selectFrom('capacity_counters')
      .select(['capacity', 'taken'])
      .where('target_id', '=', session.tourId)
      .where('session_key', '=', session.key)
      .executeTakeFirst()
    expect(counter && { capacity: Number(counter.capacity), taken: Number(counter.taken) }).toEqual({
      capacity: session.capacity,
      taken: session.capacity,
    })
    const holders = await db
      .selectFrom('reservations')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('target_id', '=', session.tourId)
      .where('session_key', '=', session.key)
      .executeTakeFirst()
    expect(Number(holders?.seats)).toBe(session.capacity)
    // Exactly one racer holds a reservation, as each of them sees it.
    const mine = await Promise.all(
      racers.map(async (who) => field(await body(await callAt(server, who, 'GET', '/api/reservations')), 'data') as unknown[]),
    )
    expect(mine.filter((list) => list.length === 1)).toHaveLength(1)
  }, 120_000)

  it('books, confirms by email, lists with title and start, and gives the place back on cancel', async () => {
    const session = pick('open', (s) => openToAll(s) && s.capacity >= 5, 1)
    const me = await signInAt(server)
    const before = await remaining(session)
    const booked = await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats: 2 })
    expect(booked.status).toBe(201)
    const created = await body(booked)
    expect(field(created, 'email', 'sent')).toBe(true)
    const id = String(field(created, 'data', 'id'))
    expect(await remaining(session)).toBe(Number(before) - 2)

    const mail = mailsTo(server.outboxDir, me.email).find((m) => m.subject.startsWith("You're booked"))
    expect(mail?.subject).toBe(`You're booked: ${session.title}`)
    expect(mail?.text).toContain('2 places')
    expect(mail?.html).toContain(`You have 2 places for ${session.title}`)

    const list = field(await body(await callAt(server, me, 'GET', '/api/reservations')), 'data')
    expect(list).toEqual([
      expect.objectContaining({
        id,
        kind: 'tour-session',
        targetId: session.tourId,
        sessionKey: session.key,
        seats: 2,
        title: session.title,
        start: session.start,
      }),
    ])

    const again = await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key })
    expect([again.status, field(await body(again), 'error', 'code')]).toEqual([409, 'already_reserved'])

    const other = await signInAt(server)
    const stolen = await callAt(server, other, 'DELETE', `/api/reservations/${id}`)
    expect(stolen.status).toBe(404)
    expect(field(await body(await callAt(server, other, 'GET', '/api/reservations')), 'data')).toEqual([])
    expect(await remaining(session)).toBe(Number(before) - 2)
    expect(field(await body(await callAt(server, me, 'GET', '/api/reservations')), 'data')).toHaveLength(1)

    expect((await callAt(server, me, 'DELETE', `/api/reservations/${id}`, undefined, 'https://evil.example')).status).toBe(403)
    expect((await callAt(server, me, 'DELETE', `/api/reservations/${id}`)).status).toBe(204)
    expect(await remaining(session)).toBe(before)
    expect((await callAt(server, me, 'DELETE', `/api/reservations/${id}`)).status).toBe(404)
  })

  it('refuses a members-only session to a non-member (403) and books it after the roster import', async () => {
    const session = pick('members-only', membersOnlyOpen)
    const me = await signInAt(server)
    const payload = { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key }
    const refused = await reserve(me, payload)
    expect(refused.status).toBe(403)
    expect(field(await body(refused), 'error', 'code')).toBe('members_only')
    // The list says whether the user is a member (the widget offers such sessions by it).
    const mine = () => callAt(server, me, 'GET', '/api/reservations').then(body)
    expect(field(await mine(), 'meta', 'member')).toBe(false)
    makeMember(me)
    expect(field(await mine(), 'meta', 'member')).toBe(true)
    expect((await reserve(me, payload)).status).toBe(201)
  })

  it('keeps the member priority window: a non-member is told when it opens, a member books', async () => {
    const session = pick('member-priority', inPriorityWindow)
    const payload = { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key }
    const visitor = await signInAt(server)
    const refused = await reserve(visitor, payload)
    expect(refused.status).toBe(403)
    const error = field(await body(refused), 'error')
    expect(field(error, 'code')).toBe('member_priority')
    // As visitors read times: in Chicago, with the weekday and the zone.
    const opens = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(opensToAll(session)))
    expect(String(field(error, 'message'))).toBe(`Members book first: booking opens to everyone on ${opens}.`)
    const member = await signInAt(server)
    makeMember(member)
    expect((await reserve(member, payload)).status).toBe(201)
  })

  it('books an event that requires registration', async () => {
    expect(registrationEvent, 'an open registration event in the demo dataset').toBeDefined()
    const me = await signInAt(server)
    const booked = await reserve(me, { kind: 'event', targetId: registrationEvent?._id })
    expect(booked.status).toBe(201)
    expect(field(await body(booked), 'data', 'title')).toBe(registrationEvent?.title)
  })

  it('gives the owner a calendar file of their place, and nobody else', async () => {
    const session = pick('open', (s) => openToAll(s) && s.capacity >= 5, 2)
    const me = await signInAt(server)
    const booked = await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats: 2 })
    expect(booked.status).toBe(201)
    const id = String(field(await body(booked), 'data', 'id'))
    const calendar = `/api/reservations/${id}/calendar.ics`

    const response = await callAt(server, me, 'GET', calendar)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    // RFC 5545: CRLF line endings, lines of at most 75 octets, folded lines continue with a space.
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines.filter((l) => l.startsWith('BEGIN:') || l.startsWith('END:'))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
    const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1)
    expect(prop('VERSION')).toBe('2.0')
    expect(prop('UID')).toBe(`reservation-${id}@${new URL(server.baseURL).host}`)
    const start = new Date(session.start).toISOString().slice(0, 19).replace(/[-:]/g, '')
    expect(prop('DTSTART')).toBe(`${start}Z`)
    expect(prop('SUMMARY')).toBe(session.title.replace(/([,;\\])/g, '\\$1'))
    expect(prop('DESCRIPTION')).toContain('Your reservation: 2 places.')
    expect(prop('URL')).toMatch(new RegExp(`^${server.baseURL}/tours/[a-z0-9-]+$`))
    expect(prop('STATUS')).toBe('CONFIRMED')

    const other = await signInAt(server)
    const foreign = await callAt(server, other, 'GET', calendar)
    expect([foreign.status, field(await body(foreign), 'error', 'code')]).toEqual([404, 'not_found'])
    expect((await callAt(server, me, 'GET', '/api/reservations/no-such-reservation/calendar.ics')).status).toBe(404)
    expect((await callAt(server, undefined, 'GET', calendar)).status).toBe(401)
    // Cancelled, it is gone for its owner too.
    expect((await callAt(server, me, 'DELETE', `/api/reservations/${id}`)).status).toBe(204)
    expect((await callAt(server, me, 'GET', calendar)).status).toBe(404)
  })

  it('answers bad input with 400 and a message per field, signed out with 401, a foreign origin with 403', async () => {
    const session = pick('open', openToAll)
    const me = await signInAt(server)
    const cases: [unknown, string][] = [
      [{ kind: 'castle', targetId: session.tourId, sessionKey: session.key }, 'kind'],
      [{ kind: 'tour-session', targetId: session.tourId }, 'sessionKey'],
      [{ kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats: 5 }, 'seats'],
      [{ kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats: 0 }, 'seats'],
      [{ kind: 'tour-session', targetId: 'not an id!', sessionKey: session.key }, 'targetId'],
      ['not json', 'body'],
    ]
    for (const [payload, key] of cases) {
      const response = await reserve(me, payload)
      expect(response.status).toBe(400)
      expect(String(field(await body(response), 'error', 'fields', key))).not.toBe('')
    }
    expect((await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: 'no-such-session' })).status).toBe(404)
    expect((await reserve(undefined, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key })).status).toBe(401)
    expect((await callAt(server, undefined, 'GET', '/api/reservations')).status).toBe(401)
    expect(
      (await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key }, 'https://evil.example')).status,
    ).toBe(403)
    expect(field(await body(await callAt(server, me, 'GET', '/api/reservations')), 'data')).toEqual([])
  })

  it('exports the user’s data, and deleting the account gives the places back', async () => {
    const session = pick('open', (s) => openToAll(s) && s.capacity >= 5, 2)
    const me = await signInAt(server, newEmail('exporter'))
    makeMember(me)
    const itinerary = field(await body(await callAt(server, me, 'POST', '/api/itineraries', { name: 'Export me' })), 'data', 'id')
    await callAt(server, me, 'POST', `/api/itineraries/${String(itinerary)}/items`, {
      kind: 'tour',
      refId: session.tourId,
      note: 'first stop',
    })
    const before = await remaining(session)
    expect((await reserve(me, { kind: 'tour-session', targetId: session.tourId, sessionKey: session.key, seats: 3 })).status).toBe(201)

    expect((await callAt(server, undefined, 'GET', '/api/me/export')).status).toBe(401)
    const exported = await callAt(server, me, 'GET', '/api/me/export')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="open-house-chicago-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(exported.headers.get('cache-control')).toBe('private, no-store')
    const text = await exported.text()
    const data: unknown = JSON.parse(text)
    expect(field(data, 'profile', 'email')).toBe(me.email)
    const sessionsOut = field(data, 'sessions') as Record<string, unknown>[]
    expect(sessionsOut).toHaveLength(1)
    expect(Object.keys(sessionsOut[0] ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'])
    expect(text).not.toContain(decodeURIComponent(me.cookie.split('=')[1] ?? '').split('.')[0])
    expect(field(data, 'itineraries')).toEqual([
      expect.objectContaining({
        name: 'Export me',
        items: [expect.objectContaining({ kind: 'tour', refId: session.tourId, note: 'first stop' })],
      }),
    ])
    expect(field(data, 'reservations')).toEqual([
      expect.objectContaining({ targetId: session.tourId, sessionKey: session.key, seats: 3, title: session.title }),
    ])
    expect(field(data, 'membership')).toEqual({
      member: true,
      level: 'Household',
      expiresOn: nextYear(),
      roster: expect.objectContaining({ email: me.email, level: 'Household' }),
    })

    expect(await remaining(session)).toBe(Number(before) - 3)
    const deleted = await callAt(server, me, 'POST', '/api/auth/delete-user', {})
    expect(deleted.status).toBe(200)
    expect(await remaining(session)).toBe(before)
    expect((await callAt(server, me, 'GET', '/api/reservations')).status).toBe(401)
  })
})
