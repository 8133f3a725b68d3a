import ICAL from 'ical.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { distanceKm, type LatLng } from '@/kernel/geo'
import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { demoDocuments, demoYears, ofType } from './demo-dataset'
import { startLakeSite, type LakeSite } from './lake-site'
import { callAt, signInAt, type Visitor } from './own-server'

// An itinerary's calendar subscription on the real server (production build) in Content Lake
// mode, on a SQLite file and on PostgreSQL: the owner makes the address, a calendar app fetches
// it with no session and reads it with ical.js; strangers, other sites and anonymous callers are
// refused; an added stop, a booked tour, and an hours change or a cancellation published through
// the signed webhook all show in the next fetch; its visits are the owner's page's, at the visit
// lengths the member chose; a stopped subscription answers 404; subscribes
// sent at once agree on one address.

// Before the festival, so its sessions can be booked (the clock is honoured on loopback only).
const NOW = new Date('2026-09-28T17:00:00Z')
const FOREIGN = 'https://elsewhere.example'

const docs = demoDocuments()
const { current } = demoYears(docs)
const settings = docs.find((d) => d._id === 'settings')
const TIME_ZONE = String(settings?.timeZone)
const festival = ofType(docs, 'festival').find((f) => f.year === current)
const DAY = String(festival?.startDate)

interface Hours {
  date: string
  opens: string
  closes: string
}
interface Edition {
  year: number
  membersOnly?: boolean
  hours?: Hours[]
  status?: unknown
}

/** Sites a visitor sees on the festival's first day: open that day, once, not members-only, on the map. */
const openSites = ofType(docs, 'site').filter((site) => {
  const edition = (site.editions as Edition[] | undefined)?.find((e) => e.year === current)
  const that = edition?.hours?.filter((h) => h.date === DAY) ?? []
  return edition && !site.membersOnly && !edition.membersOnly && !edition.status && site.location && that.length === 1
})
const first = openSites[0]
const closesOn = (site: Record<string, unknown>) =>
  (site.editions as Edition[]).find((e) => e.year === current)!.hours!.find((h) => h.date === DAY)!.closes
// The day is timed in the list's order and the first site's door moves to 13:15 below, so the stop
// added after it is the nearest one still open late enough to be reached from it.
const second = first
  ? openSites
      .filter((site) => site !== first && closesOn(site) >= '17:00')
      .sort(
        (a, b) => distanceKm(first.location as LatLng, a.location as LatLng) - distanceKm(first.location as LatLng, b.location as LatLng),
      )[0]
  : undefined
if (!first || !second) throw new Error(`the demo dataset has no two sites open on ${DAY}`)

// A first-come tour session open to everyone at the clock, for a booked entry.
const session = ofType(docs, 'tour')
  .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions))
  .flatMap((t) => (t.sessions as Record<string, unknown>[]).map((s) => ({ tour: t, s })))
  .find(({ s }) => {
    const start = new Date(String(s.start)).getTime()
    const opens = start - BOOKING_OPENS_DAYS_BEFORE * 86_400_000 + Number(s.memberPriorityHours ?? 0) * 3_600_000
    return s.booking !== 'ballot' && !s.membersOnly && NOW.getTime() >= opens && NOW.getTime() < start
  })
if (!session) throw new Error(`the demo dataset has no first-come session open at ${NOW.toISOString()}`)

/** HH:MM of an instant in the festival's zone. */
const wallTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)

interface FeedEvent {
  uid: string
  summary: string
  start: Date
  end: Date
  sequence: number
  lastModified: string
  status: string
}

function parseFeed(text: string): { name: unknown; refresh: unknown; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      sequence: event.sequence,
      lastModified: String(component.getFirstPropertyValue('last-modified')),
      status: String(component.getFirstPropertyValue('status')),
    }
  })
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), refresh: calendar.getFirstPropertyValue('refresh-interval'), events }
}

const siteEdition = (doc: Record<string, unknown>, change: (edition: Edition) => Edition) => ({
  ...doc,
  editions: (doc.editions as Edition[]).map((e) => (e.year === current ? change(e) : e)),
})

onEachDatabase("an itinerary's calendar subscription", (target) => {
  let database: DatabaseUnderTest
  let lake: LakeSite
  let owner: Visitor
  let stranger: Visitor
  let itinerary = ''
  let token = ''

  beforeAll(async () => {
    database = await target.create()
    lake = await startLakeSite({
      OHC_TEST_NOW: NOW.toISOString(),
      DATABASE_URL: database.env.DATABASE_URL ?? '',
      ...(database.env.OHC_SQLITE_FILE ? { OHC_SQLITE_FILE: database.env.OHC_SQLITE_FILE } : {}),
    })
    owner = await signInAt(lake.server)
    stranger = await signInAt(lake.server)
  }, 180_000)

  afterAll(async () => {
    await lake?.close()
    await database?.dispose()
  })

  const call = (who: Visitor | undefined, method: string, path: string, body?: unknown, origin?: string) =>
    callAt(lake.server, who, method, path, body, origin)
  const subscription = () => `/api/itineraries/${itinerary}/subscription`

  /** The feed as a calendar app fetches it: no cookie, no Origin. */
  async function feed(path = `/api/calendar/${token}.ics`) {
    const response = await fetch(`${lake.base}${path}`)
    return { response, text: await response.text() }
  }

  async function publish(id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) {
    await lake.publish(id, change)
    expect((await lake.webhook({ _type: 'site', _id: id })).status).toBe(200)
  }

  it('is made by the owner only: anonymous 401, another site 403, another user 404', async () => {
    const created = await call(owner, 'POST', '/api/itineraries', { name: 'Saturday, walking' })
    expect(created.status).toBe(201)
    itinerary = ((await created.json()) as { data: { id: string } }).data.id
    expect((await call(owner, 'POST', `/api/itineraries/${itinerary}/items`, { kind: 'site', refId: first._id, day: DAY })).status).toBe(
      201,
    )

    expect((await call(undefined, 'POST', subscription())).status).toBe(401)
    expect((await call(owner, 'POST', subscription(), undefined, FOREIGN)).status).toBe(403)
    expect((await call(owner, 'DELETE', subscription(), undefined, FOREIGN)).status).toBe(403)
    expect((await call(stranger, 'POST', subscription())).status).toBe(404)
    expect((await call(stranger, 'DELETE', subscription())).status).toBe(404)
    expect((await call(owner, 'POST', '/api/itineraries/no-such-itinerary/subscription')).status).toBe(404)

    const made = await call(owner, 'POST', subscription())
    expect(made.status).toBe(200)
    const { data } = (await made.json()) as { data: { token: string; path: string } }
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.path).toBe(`/api/calendar/${data.token}.ics`)
    token = data.token
    // Asked again (a double click, a replayed request), it keeps the address apps already poll.
    const again = await call(owner, 'POST', subscription())
    expect(((await again.json()) as { data: { token: string } }).data.token).toBe(token)
    // The stranger's refusals changed nothing: the owner's page offers the address.
    const page = await (await call(owner, 'GET', `/my-ohc/itineraries?id=${itinerary}`)).text()
    expect(page).toContain('Subscribe in your calendar')
    // The owner's data export says the itinerary has a subscription, without its address.
    const exported = await (await call(owner, 'GET', '/api/me/export')).text()
    expect(exported).not.toContain(token)
    expect((JSON.parse(exported) as { itineraries: { calendarSubscribed: boolean }[] }).itineraries).toEqual([
      expect.objectContaining({ calendarSubscribed: true }),
    ])
  })

  it('serves the plan to a calendar app with no session, at the festival’s times', async () => {
    const { response, text } = await feed()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const parsed = parseFeed(text)
    // ical.js leaves X-WR-CALNAME as written: the comma escaped as iCalendar text.
    expect(parsed.name).toBe('Saturday\\, walking')
    expect(String(parsed.refresh)).toBe('PT1H')
    expect(parsed.events).toHaveLength(1)
    const [visit] = parsed.events
    const hours = (first.editions as Edition[]).find((e) => e.year === current)!.hours!.find((h) => h.date === DAY)!
    // One stop: the day starts at its opening, and the visit lasts the default 45 minutes.
    expect(visit!.summary).toBe(first.name)
    expect(wallTime(visit!.start)).toBe(hours.opens)
    expect(visit!.start.toISOString().slice(0, 10)).toBe(DAY)
    expect(visit!.end.getTime() - visit!.start.getTime()).toBe(45 * 60_000)
    expect(visit!.status).toBe('CONFIRMED')
    expect(visit!.sequence).toBe(0)
    // Fetched again, nothing changed: the same entry, same revision.
    expect(parseFeed((await feed()).text).events).toEqual(parsed.events)
  })

  it('moves the entry when new hours are published through the signed webhook', async () => {
    const before = parseFeed((await feed()).text).events[0]!
    await publish(first._id, (doc) =>
      siteEdition(doc, (e) => ({ ...e, hours: e.hours!.map((h) => (h.date === DAY ? { ...h, opens: '13:15', closes: '17:00' } : h)) })),
    )
    const after = parseFeed((await feed()).text).events
    expect(after).toHaveLength(1)
    expect(after[0]!.uid).toBe(before.uid)
    expect(wallTime(after[0]!.start)).toBe('13:15')
    expect(after[0]!.sequence).toBe(before.sequence + 1)
  })

  it('marks a cancelled site cancelled', async () => {
    await publish(first._id, (doc) =>
      siteEdition(doc, (e) => ({
        ...e,
        status: { _type: 'statusNotice', kind: 'cancelled', message: 'Closed all weekend', postedAt: NOW.toISOString() },
      })),
    )
    const [entry] = parseFeed((await feed()).text).events
    expect(entry!.status).toBe('CANCELLED')
    expect(entry!.sequence).toBe(2)
  })

  it('follows the itinerary: an added stop and a booked tour at its time', async () => {
    const before = parseFeed((await feed()).text).events
    expect((await call(owner, 'POST', `/api/itineraries/${itinerary}/items`, { kind: 'site', refId: second._id, day: DAY })).status).toBe(
      201,
    )
    const added = parseFeed((await feed()).text).events
    expect(added).toHaveLength(2)
    expect(added.map((e) => e.uid)).toEqual(expect.arrayContaining([before[0]!.uid]))
    expect(added.map((e) => e.summary)).toEqual(expect.arrayContaining([second.name]))

    const tourItem = await call(owner, 'POST', `/api/itineraries/${itinerary}/items`, { kind: 'tour', refId: session.tour._id })
    expect(tourItem.status).toBe(201)
    const booked = await call(owner, 'POST', '/api/reservations', {
      kind: 'tour-session',
      targetId: session.tour._id,
      sessionKey: String(session.s._key),
    })
    expect(booked.status).toBe(201)
    const withTour = parseFeed((await feed()).text).events
    const tour = withTour.find((e) => e.summary === session.tour.title)
    expect(tour?.start.getTime()).toBe(new Date(String(session.s.start)).getTime())
    expect(withTour).toHaveLength(3)
  })

  it('agrees with the owner’s page: each visit at the page’s times, with the visit lengths the member chose', async () => {
    // The member means to stay 90 minutes at the first site and 20 at the second.
    const { data } = (await (await call(owner, 'GET', `/api/itineraries/${itinerary}`)).json()) as {
      data: { items: { id: string; refId: string }[] }
    }
    const itemOf = (refId: string) => data.items.find((item) => item.refId === refId)!.id
    for (const [refId, visitMinutes] of [
      [first._id, 90],
      [second._id, 20],
    ] as const) {
      expect((await call(owner, 'PATCH', `/api/itineraries/${itinerary}/items/${itemOf(refId)}`, { visitMinutes })).status).toBe(200)
    }
    const page = await (await call(owner, 'GET', `/my-ohc/itineraries?id=${itinerary}`)).text()
    const onPage = [...page.matchAll(/data-visit="([^"/]+)\/([^"]+)"/g)].map(([, start, end]) => ({ start: start!, end: end! }))
    expect(onPage.length).toBeGreaterThanOrEqual(2)
    const lengths = onPage.map(({ start, end }) => (Date.parse(end) - Date.parse(start)) / 60_000)
    expect(lengths).toEqual(expect.arrayContaining([90, 20]))

    const events = parseFeed((await feed()).text).events
    const visits = onPage.map(({ start, end }) => events.find((e) => e.start.toISOString() === start && e.end.toISOString() === end))
    // The first site was cancelled above: its entry says so in its title.
    expect(visits.map((v) => v?.summary)).toEqual(expect.arrayContaining([`Cancelled: ${String(first.name)}`, second.name]))
    expect(visits.every(Boolean)).toBe(true)
  })

  it('answers 404 once stopped, and for an unknown token; subscribing again makes a new address', async () => {
    expect((await feed('/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).response.status).toBe(404)
    expect((await feed(`/api/calendar/${token}`)).response.status).toBe(404)
    expect((await call(owner, 'DELETE', subscription())).status).toBe(204)
    expect((await feed()).response.status).toBe(404)
    const made = await call(owner, 'POST', subscription())
    const fresh = ((await made.json()) as { data: { token: string } }).data.token
    expect(fresh).not.toBe(token)
    expect((await feed(`/api/calendar/${fresh}.ics`)).response.status).toBe(200)
  })

  it('gives simultaneous subscribes (two tabs, a double tap) one address, never two', async () => {
    const created = await call(owner, 'POST', '/api/itineraries', { name: 'Sunday, by bike' })
    const other = ((await created.json()) as { data: { id: string } }).data.id
    const path = `/api/itineraries/${other}/subscription`
    const tokensOf = async (count: number) => {
      const answers = await Promise.all(Array.from({ length: count }, () => call(owner, 'POST', path)))
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
      return Promise.all(answers.map(async (a) => ((await a.json()) as { data: { token: string } }).data.token))
    }
    const firstRound = await tokensOf(8)
    expect(new Set(firstRound).size).toBe(1)
    expect((await feed(`/api/calendar/${firstRound[0]}.ics`)).response.status).toBe(200)
    // After a stop, the next simultaneous subscribes again agree on one new address.
    expect((await call(owner, 'DELETE', path)).status).toBe(204)
    const secondRound = await tokensOf(8)
    expect(new Set(secondRound).size).toBe(1)
    expect(secondRound[0]).not.toBe(firstRound[0])
    expect((await feed(`/api/calendar/${firstRound[0]}.ics`)).response.status).toBe(404)
    expect((await feed(`/api/calendar/${secondRound[0]}.ics`)).response.status).toBe(200)
  })
})
