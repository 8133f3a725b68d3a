import ICAL from 'ical.js'
import { randomUUID } from 'node:crypto'
import { createDatabase } from '@/platform/db/database'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { storeHostReport } from '@/door/store/host-reports'
import { WAITS_REVALIDATE_SECONDS } from '@/door/lines/announce'
import { demoDocuments, demoYears } from '../test/demo-dataset'
import { expect, test } from './fixtures'
import { sitesOfOneNeighborhood } from './members-helpers'
import { axeViolations } from './axe'
import { phoneLakeSite } from './phone-lake-site'
import { newEmail, signInVia } from './sign-in'

// The festival's Saturday on a phone, with the server's clock at 10:02 AM in Chicago: a member's
// day is planned from now (not from the first opening, long past), and the calendar feed they
// subscribed to has exactly the page's visits; a host's report is on the first page a visitor
// loads once the few seconds' bound has passed; and a ballot event's page says one thing about
// who may register, with no outside link beside the ballot.

const NOW = '2026-10-17T15:02:00.000Z'
const started = phoneLakeSite(NOW)
const phoneOnly = (name: string) => test.skip(name !== 'phone', 'the festival day on a phone')

// In Content Lake mode images come from Sanity's CDN, out of reach here: a stand-in image answers.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/cdn\.sanity\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
  )
})

test('on the day, the plan starts from now, and the calendar feed has the page’s visits', async ({ page }, testInfo) => {
  phoneOnly(testInfo.project.name)
  test.setTimeout(90_000)
  const { base, server } = started()
  const { saturday, sites } = sitesOfOneNeighborhood(3)
  await signInVia(page, '/my-ohc/itineraries', newEmail('saturday'), { base, outboxDir: server.outboxDir })
  const headers = { origin: base }
  const created = await page.request.post(`${base}/api/itineraries`, { data: { name: 'Today' }, headers })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: string } }).data
  for (const [i, site] of sites.entries()) {
    const added = await page.request.post(`${base}/api/itineraries/${id}/items`, {
      data: { kind: 'site', refId: site.id, day: saturday, ...(i === 0 ? { visitMinutes: 90 } : {}) },
      headers,
    })
    expect(added.status()).toBe(201)
  }

  await page.goto(`${base}/my-ohc/itineraries?id=${id}`)
  const visits = await page.locator(`[data-day-plan="${saturday}"] [data-visit]`).evaluateAll((els) =>
    els.map((el) => {
      const [start, end] = (el.getAttribute('data-visit') ?? '').split('/')
      return { start: start!, end: end! }
    }),
  )
  expect(visits.length).toBeGreaterThan(0)
  // Nothing before now: the first visit starts at 10:05 or later, not at the morning's opening.
  expect(Date.parse(visits[0]!.start)).toBeGreaterThanOrEqual(Date.parse('2026-10-17T15:05:00.000Z'))
  expect(await axeViolations(page)).toEqual([])

  const subscribed = await page.request.post(`${base}/api/itineraries/${id}/subscription`, { headers })
  expect(subscribed.status()).toBe(200)
  const { path } = ((await subscribed.json()) as { data: { path: string } }).data
  const calendar = new ICAL.Component(ICAL.parse(await (await page.request.get(`${base}${path}`)).text()))
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return { start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() }
  })
  expect(events).toEqual(visits)
})

test('a host’s report is on the first page a visitor loads once the bound has passed', async ({ browser }, testInfo) => {
  phoneOnly(testInfo.project.name)
  const { base, server } = started()
  const [site] = sitesOfOneNeighborhood(1).sites
  // The list rendered and kept before the report, as a busy afternoon leaves it.
  expect((await fetch(`${base}/sites?sort=line`)).status).toBe(200)
  const db = createDatabase({ kind: 'sqlite', file: server.dbEnv.OHC_SQLITE_FILE!, timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS })
  try {
    await storeHostReport(db, {
      id: randomUUID(),
      siteId: site!.id,
      userId: 'e2e-host',
      tappedAt: NOW,
      day: '2026-10-17',
      report: { kind: 'line', minutes: 55 },
    })
  } finally {
    await db.destroy()
  }
  await new Promise((resolve) => setTimeout(resolve, (WAITS_REVALIDATE_SECONDS + 0.5) * 1000))
  // A new phone, its first load of the list.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  try {
    await visitor.goto(`${base}/sites?sort=line`)
    const first = visitor.locator('li.card').first()
    await expect(first).toContainText(site!.name)
    await expect(first).toContainText('~55 min line')
  } finally {
    await visitor.close()
  }
})

test('a ballot event says who may register in one way, with no outside link beside the ballot', async ({ page }, testInfo) => {
  phoneOnly(testInfo.project.name)
  const { base } = started()
  const docs = demoDocuments()
  const { current } = demoYears(docs)
  const ballotEvent = docs.find(
    (d) => d._type === 'event' && d.year === current && (d.registration as { booking?: string } | undefined)?.booking === 'ballot',
  )!
  await page.goto(`${base}/events/${(ballotEvent.slug as { current: string }).current}`)
  const facts = page.getByRole('complementary', { name: 'Event details' })
  await expect(facts).toContainText('By ballot, open to all')
  await expect(facts).not.toContainText('hours before everyone else')
  await expect(facts.getByRole('link', { name: /^(Register|Buy tickets)$/ })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})
