import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeNotice } from '@/content/status'
import { demoDocuments, demoYears } from './demo-dataset'
import { startLakeSite, type LakeSite } from './lake-site'
import { callAt, mailsTo, signInAt, type Visitor } from './own-server'

// Live status as an editor posts it on the day: a notice is written to a site's edition, an event
// and a tour session on a stand-in of the Content Lake; the signed publish webhook expires the
// cache; the site page, the lists and /api/status show it at the next request.

const { current } = demoYears(demoDocuments())
let lake: LakeSite

// Before the festival, so its sessions can be booked (the clock is honoured on loopback only).
const NOW = '2026-09-28T17:00:00Z'

beforeAll(async () => {
  lake = await startLakeSite({ OHC_TEST_NOW: NOW })
})

afterAll(async () => {
  await lake?.close()
})

const text = async (p: string) => (await fetch(`${lake.base}${p}`)).text()
const json = async (p: string) => (await fetch(`${lake.base}${p}`)).json()

/** Publishes a change to one document and calls the signed webhook, as Sanity would. */
async function publish(type: string, id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) {
  await lake.publish(id, change)
  expect((await lake.webhook({ _type: type, _id: id })).status).toBe(200)
}

const notice = (kind: string, message: string) => ({ _type: 'statusNotice', kind, message, postedAt: new Date().toISOString() })

async function statusList() {
  const body: { data: unknown[] } = await json('/api/status')
  return body.data.map((n) => placeNotice.parse(n))
}

describe('a live notice, published', () => {
  it('shows on the site page, in the list and in /api/status', async () => {
    // The first site of the list's first page.
    const slug = /<h2 class="card-title"><a href="\/sites\/([a-z0-9-]+)"/.exec(await text('/sites'))![1]!
    const { data } = await json('/api/sites')
    const site = (data as { id: string; fields: { slug: string; name: string } }[]).find((s) => s.fields.slug === slug)!
    // The pages as the server has them cached before the publish (a filtered list: the unfiltered
    // one was prerendered by the build, from the local dataset, so it has no content tags here).
    const list = `/sites?q=${encodeURIComponent(site.fields.name)}`
    expect(await text(`/sites/${slug}`)).not.toContain('data-status=')
    expect(await text(list)).not.toContain('data-status=')
    expect((await statusList()).some((n) => n.place.id === site.id)).toBe(false)

    await publish('site', site.id, (doc) => ({
      ...doc,
      editions: (doc.editions as { year: number }[]).map((e) =>
        e.year === current ? { ...e, status: notice('cancelled', 'Burst pipe: closed all weekend') } : e,
      ),
    }))

    const page = await text(`/sites/${slug}`)
    expect(page).toMatch(/data-status="cancelled" data-source="editor"><strong>Cancelled<\/strong> · Burst pipe: closed all weekend/)
    expect(await text(list)).toContain('<span class="badge stop" data-status="cancelled">Cancelled</span>')
    const listed = (await statusList()).find((n) => n.place.id === site.id)
    expect(listed).toMatchObject({
      kind: 'cancelled',
      message: 'Burst pipe: closed all weekend',
      place: { type: 'site', href: `/sites/${slug}` },
    })
  })

  it('on an event and a tour session, newest first in /api/status', async () => {
    const { data: events } = await json('/api/events')
    const event = events[0] as { id: string; fields: { slug: string; start: string } }
    // The stored start carries the festival's offset: its date part is the local day.
    const list = `/events?day=${event.fields.start.slice(0, 10)}`
    expect(await text(list)).not.toContain('data-status=')
    await publish('event', event.id, (doc) => ({ ...doc, status: notice('at-capacity', 'No more room inside') }))
    expect(await text(`/events/${event.fields.slug}`)).toMatch(
      /data-status="at-capacity" data-source="editor"><strong>At capacity now<\/strong> · No more room inside/,
    )
    expect(await text(list)).toContain('data-status="at-capacity">At capacity now</span>')

    const { data: tours } = await json('/api/tours')
    const tour = (tours as { id: string; fields: { slug: string; sessions: { id: string }[] } }[]).find(
      (t) => t.fields.sessions.length > 1,
    )!
    const session = tour.fields.sessions[1]!
    expect(await text(`/tours/${tour.fields.slug}`)).not.toContain('data-status=')
    await new Promise((resolve) => setTimeout(resolve, 10))
    await publish('tour', tour.id, (doc) => ({
      ...doc,
      sessions: (doc.sessions as { _key: string }[]).map((s) =>
        s._key === session.id ? { ...s, status: notice('long-wait', 'About 30 minutes') } : s,
      ),
    }))
    expect(await text(`/tours/${tour.fields.slug}`)).toContain('data-status="long-wait">Long wait</span> About 30 minutes')

    const notices = await statusList()
    expect(notices.map((n) => n.place.type).slice(0, 3)).toEqual(['tour-session', 'event', 'site'])
    expect(notices[0]).toMatchObject({
      kind: 'long-wait',
      place: { id: tour.id, sessionId: session.id, href: `/tours/${tour.fields.slug}` },
    })
  })

  it('a half-filled notice takes nothing off the list', async () => {
    const { data } = await json('/api/sites')
    const before = data.length
    const site = data[1] as { id: string }
    await publish('site', site.id, (doc) => ({
      ...doc,
      editions: (doc.editions as { year: number }[]).map((e) =>
        e.year === current ? { ...e, status: { _type: 'statusNotice', kind: 'long-wait' } } : e,
      ),
    }))
    const after = await json('/api/sites')
    expect(after.data).toHaveLength(before)
    expect((await statusList()).some((n) => n.place.id === site.id)).toBe(false)
  })
})

/** The status emails to `to` (not the sign-in links) in the server's outbox now. */
const statusMails = (to: string) => mailsTo(lake.server.outboxDir, to).filter((m) => !m.subject.startsWith('Your sign-in link'))

/** The status emails to `to` once there are `count` (the webhook answers first, then tells the members). */
async function waitForMails(to: string, count: number) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline && statusMails(to).length < count) await new Promise((resolve) => setTimeout(resolve, 100))
  return statusMails(to)
}

/** Long enough for an email the webhook would send after answering. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500))

describe('the members a notice concerns', () => {
  it('are emailed once: a site in an itinerary, a booked tour session; others are not', async () => {
    const { data: sites } = await json('/api/sites')
    const site = (sites as { id: string; fields: { name: string; slug: string; edition?: { membersOnly: boolean } } }[]).find(
      (s, i) => i > 5 && !s.fields.edition?.membersOnly,
    )!
    const planner: Visitor = await signInAt(lake.server)
    const bystander: Visitor = await signInAt(lake.server)
    const created = await callAt(lake.server, planner, 'POST', '/api/itineraries', { name: 'Saturday' })
    expect(created.status).toBe(201)
    const itinerary = ((await created.json()) as { data: { id: string } }).data.id
    const added = await callAt(lake.server, planner, 'POST', `/api/itineraries/${itinerary}/items`, { kind: 'site', refId: site.id })
    expect(added.status).toBe(201)

    await publish('site', site.id, (doc) => ({
      ...doc,
      editions: (doc.editions as { year: number }[]).map((e) =>
        e.year === current ? { ...e, status: notice('closed-early', 'Closed from 2 pm') } : e,
      ),
    }))
    const mails = await waitForMails(planner.email, 1)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Closed early: ${site.fields.name}`)
    expect(mails[0]!.text).toContain('closed early. Closed from 2 pm.')
    expect(mails[0]!.link).toBe(`${lake.base}/sites/${site.fields.slug}`)
    // My OHC flags it in the itinerary.
    const plans = await callAt(lake.server, planner, 'GET', '/my-ohc/itineraries')
    expect(await plans.text()).toMatch(/data-status="closed-early">Closed early<\/span>/)
    // Published again with the same notice: nobody is told twice.
    await publish('site', site.id, (doc) => ({ ...doc, summary: `${String(doc.summary)} ` }))
    await settle()
    expect(statusMails(planner.email)).toHaveLength(1)
    expect(statusMails(bystander.email)).toHaveLength(0)

    // A booked tour session's notice goes to the one who booked it.
    const { data: tours } = await json('/api/tours')
    const bookable = (
      tours as { id: string; fields: { title: string; sessions: { id: string; membersOnly: boolean; memberPriorityHours?: number }[] } }[]
    )
      .flatMap((t) => t.fields.sessions.map((s) => ({ tour: t, session: s })))
      .filter(({ session }) => !session.membersOnly && !session.memberPriorityHours)
    let booked: (typeof bookable)[number] | undefined
    for (const candidate of bookable) {
      const response = await callAt(lake.server, planner, 'POST', '/api/reservations', {
        kind: 'tour-session',
        targetId: candidate.tour.id,
        sessionKey: candidate.session.id,
        seats: 1,
      })
      if (response.status === 201) {
        booked = candidate
        break
      }
    }
    expect(booked, 'a session open to all that can be booked before the festival').toBeDefined()
    const before = statusMails(planner.email).length
    await publish('tour', booked!.tour.id, (doc) => ({
      ...doc,
      sessions: (doc.sessions as { _key: string }[]).map((s) =>
        s._key === booked!.session.id ? { ...s, status: notice('cancelled', 'The guide is ill') } : s,
      ),
    }))
    const after = await waitForMails(planner.email, before + 1)
    expect(after.at(-1)!.subject).toBe(`Cancelled: ${booked!.tour.fields.title}`)
    // My OHC's reservation lists read the notice with the reservation; the other sessions have none.
    const mine = (await (await callAt(lake.server, planner, 'GET', '/api/reservations')).json()) as {
      data: { sessionKey: string; status?: { kind: string; message?: string } }[]
    }
    expect(mine.data.find((r) => r.sessionKey === booked!.session.id)?.status).toMatchObject({
      kind: 'cancelled',
      message: 'The guide is ill',
    })
    expect(mine.data.filter((r) => r.sessionKey !== booked!.session.id).every((r) => r.status === undefined)).toBe(true)
    // A cancelled session takes no more bookings.
    const refused = await callAt(lake.server, bystander, 'POST', '/api/reservations', {
      kind: 'tour-session',
      targetId: booked!.tour.id,
      sessionKey: booked!.session.id,
      seats: 1,
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { message: expect.stringMatching(/cancelled/) } })
    await settle()
    expect(statusMails(bystander.email)).toHaveLength(0)
  }, 60_000)
})
