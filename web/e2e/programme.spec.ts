import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { axeAtPhoneWidth, expect, test } from './fixtures'
import { showFilters } from './layout'
import { demoDocuments, demoYears, editionYears, ofType } from '../test/demo-dataset'
import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { axeViolations } from './axe'

// The programme pages — events, tours, neighborhoods, trails and stops — against the demo
// dataset. Every expected value is computed here from the documents, not from the app's queries.

const docs = demoDocuments()
const { current } = demoYears(docs)
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const slugOf = (d: SanityDocument) => str(Reflect.get(Object(d.slug), 'current'))
const refOf = (v: unknown) => str(Reflect.get(Object(v), '_ref'))
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

const events = ofType(docs, 'event').filter((e) => e.year === current)
/** The stored start carries the festival's own offset, so its date part is the local day. */
const localDay = (e: SanityDocument) => str(e.start).slice(0, 10)

/** The categories of these events, commonest first. */
function categoriesByUse(of: SanityDocument[]): string[] {
  const counts = new Map<string, number>()
  for (const e of of) for (const c of list(e.categories)) counts.set(str(c), (counts.get(str(c)) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1]).map(([c]) => c)
}

/** The busiest day, and the commonest category on it: a filter with more than one answer. */
function busyFilter() {
  const byDay = new Map<string, SanityDocument[]>()
  for (const e of events) byDay.set(localDay(e), [...(byDay.get(localDay(e)) ?? []), e])
  const [day, onDay] = [...byDay].sort((a, b) => b[1].length - a[1].length)[0]!
  const category = categoriesByUse(onDay)[0]!
  return {
    day,
    category,
    expected: onDay
      .filter((e) => list(e.categories).includes(category))
      .map(slugOf)
      .sort(),
  }
}

async function listedEventSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[data-template="events-list"] .card-title a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((h) => h.replace(/^\/events\//, '')).sort()
}

const categoryBox = (page: Page, category: string) => page.getByRole('group', { name: 'Categories' }).locator(`input[value="${category}"]`)

test('choosing two categories lists the events of either', async ({ page }) => {
  const [a, b] = categoriesByUse(events).reverse()
  const expected = events
    .filter((e) => list(e.categories).some((c) => c === a || c === b))
    .map(slugOf)
    .sort()
  expect(expected.length).toBeGreaterThan(0)
  await page.goto(`/events?category=${a}&category=${b}`)
  expect(await listedEventSlugs(page)).toEqual(expected)
  await showFilters(page)
  await expect(categoryBox(page, a!)).toBeChecked()
  await expect(categoryBox(page, b!)).toBeChecked()
})

test('filtering events by day and category lists exactly that day’s events of that category, as each is chosen', async ({ page }) => {
  const { day, category, expected } = busyFilter()
  expect(expected.length).toBeGreaterThan(1)
  await page.goto('/events')
  expect(await listedEventSlugs(page)).toEqual(events.map(slugOf).sort())
  // A marker on the window survives client navigations and dies with a full reload.
  await page.evaluate(() => Reflect.set(window, '__noReload', true))
  await showFilters(page)
  await page.getByLabel('Day', { exact: true }).selectOption(day)
  await expect(page).toHaveURL(new RegExp(`day=${day}`))
  await categoryBox(page, category).check()
  await expect(page).toHaveURL(new RegExp(`day=${day}.*category=${category}`))
  await expect(page.getByTestId('event-count')).toContainText(`${expected.length} event`)
  expect(await listedEventSlugs(page)).toEqual(expected)
  expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true)
  // The filter state is the URL: reloading it gives the same list, the form keeps its values.
  await page.reload()
  expect(await listedEventSlugs(page)).toEqual(expected)
  await showFilters(page)
  await expect(categoryBox(page, category)).toBeChecked()
  // Back undoes the last choice, in the list and in the form.
  await page.goBack()
  await expect(page).not.toHaveURL(/category=/)
  // The page of the day alone has come (the filters are opened on it, not on the one it replaces).
  const onDay = events.filter((e) => localDay(e) === day).length
  await expect(page.getByTestId('event-count')).toContainText(`${onDay} event${onDay === 1 ? '' : 's'} match`)
  await showFilters(page)
  await expect(categoryBox(page, category)).not.toBeChecked()
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the events filter is a GET form with a button', async ({ page }) => {
    const { day, category, expected } = busyFilter()
    await page.goto('/events')
    await showFilters(page)
    await page.getByLabel('Day', { exact: true }).selectOption(day)
    await categoryBox(page, category).check()
    await page.getByRole('button', { name: 'Show events' }).click()
    await expect(page).toHaveURL(new RegExp(`/events\\?day=${day}.*category=${category}`))
    expect(await listedEventSlugs(page)).toEqual(expected)
  })
})

test('free and members-only filters follow the dataset, and cancelled events are marked', async ({ page }) => {
  await page.goto('/events?price=free&audience=members')
  const expected = events
    .filter((e) => e.isFree === true && e.membersOnly === true)
    .map(slugOf)
    .sort()
  expect(await listedEventSlugs(page)).toEqual(expected)
  await page.goto('/events')
  const cancelled = events.filter((e) => e.cancelled === true)
  expect(cancelled.length).toBeGreaterThan(0)
  for (const e of cancelled) {
    const card = page.locator('article', { has: page.locator(`a[href="/events/${slugOf(e)}"]`) })
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  }
})

test('an event page offers a valid .ics with the event’s title and start', async ({ page }) => {
  const event = events.find((e) => !e.membersOnly && !e.cancelled && typeof e.end === 'string')!
  const response = await page.goto(`/events/${slugOf(event)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(str(event.title))
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Add to calendar/ }).click()
  const file = await (await download).path()
  const text = await readFile(file, 'utf8')
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(text).toContain('\r\nBEGIN:VEVENT\r\n')
  expect(text).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/)
  const unfolded = text.replace(/\r\n /g, '')
  const prop = (name: string) =>
    unfolded
      .split('\r\n')
      .find((l) => l.startsWith(`${name}:`))
      ?.slice(name.length + 1)
  const escaped = str(event.title).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')
  expect(prop('SUMMARY')).toBe(escaped)
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
  expect(prop('DTSTART')).toBe(utc(str(event.start)))
  expect(prop('DTEND')).toBe(utc(str(event.end)))
  expect(prop('UID')).toContain(event._id)
})

test('a festival site tour shows its sessions with their places, a city tour its schedule', async ({ page }) => {
  const tour = ofType(docs, 'tour').find((t) => t.kind === 'festival' && t.year === current)!
  const sessions = list(tour.sessions).map((s) => Number(Reflect.get(Object(s), 'capacity')))
  await page.goto(`/tours/${slugOf(tour)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(str(tour.title))
  const rows = page.getByTestId('tour-sessions').locator('tbody tr')
  await expect(rows).toHaveCount(sessions.length)
  const places = await rows.locator('td:nth-child(2)').allTextContents()
  expect(places.map((p) => Number.parseInt(p, 10)).sort((a, b) => a - b)).toEqual([...sessions].sort((a, b) => a - b))
  await expect(page.locator('#reserve')).toHaveCount(1)

  const city = ofType(docs, 'tour').find((t) => t.kind === 'city')!
  await page.goto(`/tours/${slugOf(city)}`)
  const schedule = page.getByTestId('tour-schedule')
  for (const s of list(city.schedule)) {
    for (const time of list(Reflect.get(Object(s), 'startTimes'))) {
      const [h = 0, m = 0] = str(time).split(':').map(Number)
      await expect(schedule).toContainText(`${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`)
    }
  }
})

test('a neighborhood page lists exactly its live sites', async ({ page }) => {
  const hood = ofType(docs, 'neighborhood').find((n) => slugOf(n) === 'andersonville')!
  const expected = ofType(docs, 'site')
    .filter((s) => refOf(s.neighborhood) === hood._id && editionYears(s).includes(current))
    .map((s) => str(s.name))
    .sort()
  expect(expected.length).toBeGreaterThan(0)
  await page.goto(`/neighborhoods/${slugOf(hood)}`)
  const names = await page
    .getByRole('list', { name: `Sites in ${str(hood.name)}` })
    .locator('.card-title')
    .allTextContents()
  expect(names.sort()).toEqual(expected)
})

test('a stop page shows its trail’s stops in order', async ({ page }) => {
  const trail = ofType(docs, 'trail').find((t) => numbersOf(t.years).includes(current) && list(t.stops).length > 2)!
  const stopIds = list(trail.stops).map(refOf)
  const stops = stopIds.map((id) => docs.find((d) => d._id === id)!)
  const second = stops[1]!
  await page.goto(`/stops/${slugOf(second)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(str(second.title))
  const items = page.getByRole('list', { name: `Stops of ${str(trail.title)}, in order` }).getByRole('listitem')
  const texts = await items.allTextContents()
  expect(texts.map((t, i) => t.startsWith(str(stops[i]?.title)))).toEqual(stops.map(() => true))
  await expect(page.getByRole('link', { name: `Next: ${str(stops[2]?.title)} →` })).toHaveAttribute('href', `/stops/${slugOf(stops[2]!)}`)
  await expect(page.getByRole('link', { name: `← Previous: ${str(stops[0]?.title)}` })).toBeVisible()
})

test('a trail’s map numbers its stops and shows the restrooms, information and transit along it', async ({ page }) => {
  const trails = ofType(docs, 'trail').filter((t) => numbersOf(t.years).includes(current) && list(t.stops).length > 1)
  let checked = 0
  for (const trail of trails) {
    const first = docs.find((d) => d._id === refOf(list(trail.stops)[0]))!
    await page.goto(`/stops/${slugOf(first)}`)
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: new RegExp(`on ${str(trail.title)}$`) }) })
    const along = section.getByRole('list', { name: `Information points, restrooms and transit along ${str(trail.title)}` })
    if ((await along.count()) === 0) continue
    const names = (await along.locator('li strong').allTextContents()).sort()
    const map = section.getByRole('region', { name: `Map of ${str(trail.title)}` })
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('.ohc-marker-numbered').first()).toBeVisible()
    await expect(map.locator('.ohc-marker-numbered')).toHaveCount(list(trail.stops).length)
    const pois = await map.locator('.ohc-marker-poi').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title') ?? ''))
    expect(pois.sort()).toEqual(names)
    checked += 1
    break
  }
  expect(checked).toBe(1)
})

function numbersOf(v: unknown): number[] {
  return list(v).filter((n): n is number => typeof n === 'number')
}

const templates = [
  ['events-list', '/events'],
  ['event', `/events/${slugOf(events[0]!)}`],
  ['tours-list', '/tours'],
  ['tour', `/tours/${slugOf(ofType(docs, 'tour').find((t) => t.kind === 'festival' && t.year === current)!)}`],
  ['neighborhoods-list', '/neighborhoods'],
  ['neighborhood', '/neighborhoods/andersonville'],
  ['stops-list', '/stops'],
  ['stop', `/stops/${slugOf(ofType(docs, 'stop')[0]!)}`],
] as const

for (const [template, path] of templates) {
  test(`the ${template} template has no accessibility violations`, async ({ page }, testInfo) => {
    axeAtPhoneWidth(testInfo)
    await page.goto(path)
    await expect(page.locator(`[data-template="${template}"]`)).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
  })
}

for (const path of ['/events/no-such-event', '/tours/no/such/tour', '/neighborhoods/atlantis', '/stops/nowhere']) {
  test(`${path} answers 404 with the Page Not Found page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })
}
