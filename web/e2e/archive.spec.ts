import type { Page } from '@playwright/test'
import { axeAtPhoneWidth, expect, test } from './fixtures'
import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { demoDocuments, demoYears, editionYears, ofType } from '../test/demo-dataset'
import { axeViolations } from './axe'

// The archive and the home page in the browser, checked against the demo dataset read with plain
// JavaScript (not GROQ): which years are archived, each year's figures and sites, a building's
// edition years, the featured sites of the current festival.

const docs = demoDocuments()
const { current, archived } = demoYears(docs)
const festivals = ofType(docs, 'festival')
const sites = ofType(docs, 'site')
const count = new Intl.NumberFormat('en-US')

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo dataset has no ${what}`)
  return value
}
const newest = must(archived[0], 'archived year')
const oldest = must(archived.at(-1), 'archived year')

const festivalOf = (year: number): SanityDocument => {
  const festival = festivals.find((f) => f.year === year)
  if (!festival) throw new Error(`no festival ${year} in the demo dataset`)
  return festival
}
const figuresOf = (year: number) => {
  const figures: unknown = festivalOf(year).figures
  const read = (key: string) => (typeof figures === 'object' && figures ? Number(Reflect.get(figures, key)) : NaN)
  return { sites: read('sites'), visits: read('visits'), attendees: read('attendees') }
}
const slugOf = (doc: SanityDocument): string => String(Reflect.get(Object(doc.slug), 'current'))
const sitesIn = (year: number) => sites.filter((site) => editionYears(site).includes(year))

// A building seen in more than one past festival and in this one: its page has archive links and
// the live link. (The demo generator plans several; the test fails if none exists.)
const building = must(
  sites
    .filter((site) => editionYears(site).filter((y) => y < current).length >= 2 && editionYears(site).includes(current))
    .sort((a, b) => a._id.localeCompare(b._id))[0],
  'site in two past festivals and this one',
)

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

test('the archive lists every past year with its figures, as a chart and a table', async ({ page }) => {
  expect(archived.length).toBeGreaterThan(0)
  await page.goto('/archive')
  await expect(page.locator('[data-template="archive-years"]')).toBeVisible()
  for (const year of archived) {
    const figures = figuresOf(year)
    const list = page.getByRole('list', { name: `${year} in figures` })
    await expect(list).toContainText(`${count.format(figures.sites)} sites`)
    await expect(list).toContainText(`${count.format(figures.visits)} visits`)
    await expect(list).toContainText(`${count.format(figures.attendees)} attendees`)
  }
  await expect(page.getByRole('img', { name: /Sites open and attendees per festival year/ })).toBeVisible()
  await page.getByText('Show the figures as a table').click()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(archived.length + 1)
  await expect(rows.nth(1)).toHaveText(
    new RegExp(
      `${oldest}\\s*${count.format(figuresOf(oldest).sites)}\\s*${count.format(figuresOf(oldest).visits)}\\s*${count.format(figuresOf(oldest).attendees)}`,
    ),
  )
})

test('the year switcher lists every archived year and navigates', async ({ page }) => {
  await page.goto('/archive')
  const switcher = page.getByRole('navigation', { name: 'Archive' })
  const yearLinks = switcher.getByRole('link', { name: /^\d{4}$/ })
  await expect(yearLinks).toHaveText(archived.map(String))
  const year = oldest
  await switcher.getByRole('link', { name: String(year), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/archive/${year}$`))
  await expect(page.locator('[data-template="archived-home"]')).toBeVisible()
  await expect(switcher.getByRole('link', { name: String(year), exact: true })).toHaveAttribute('aria-current', 'page')
  await switcher.getByRole('link', { name: 'Images' }).click()
  await expect(page).toHaveURL(/\/archive\/sites\/images$/)
  await expect(page.locator('[data-template="archived-sites-images"]')).toBeVisible()
})

test('an archive year shows that festival’s figures and exactly its sites', async ({ page }) => {
  const year = newest
  const response = await page.goto(`/archive/${year}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(festivalOf(year).title))
  const figures = figuresOf(year)
  const list = page.getByRole('list', { name: `The ${year} festival in figures` })
  await expect(list).toContainText(`${count.format(figures.sites)} sites`)
  await expect(list).toContainText(`${count.format(figures.visits)} visits`)
  await expect(list).toContainText(`${count.format(figures.attendees)} attendees`)

  const expected = sitesIn(year)
  const section = page.getByRole('region', { name: `Sites in ${year}` })
  await expect(section.getByTestId('archive-site-count')).toHaveText(`${expected.length} buildings opened their doors.`)
  const cards = section.getByRole('heading', { level: 3 })
  await expect(cards).toHaveCount(expected.length)
  const shown = (await cards.allTextContents()).sort()
  expect(shown).toEqual(expected.map((site) => String(site.name)).sort())
  const first = must(expected[0], `site in ${year}`)
  await expect(section.getByRole('link', { name: String(first.name), exact: true })).toHaveAttribute(
    'href',
    `/archive/sites/${slugOf(first)}`,
  )
})

test('a building’s archive page lists exactly its edition years, with links to each year', async ({ page }) => {
  const slug = slugOf(building)
  const firstArchived = Math.max(...editionYears(building).filter((y) => y < current))
  await page.goto(`/archive/${firstArchived}`)
  await page
    .getByRole('region', { name: `Sites in ${firstArchived}` })
    .getByRole('link', { name: String(building.name), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/archive/sites/${slug}$`))
  await expect(page.locator('[data-template="archived-site"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(building.name))

  const years = [...editionYears(building)].sort((a, b) => b - a)
  const section = page.getByRole('region', { name: 'Festival years' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(years.map(String))
  for (const year of years.filter((y) => y < current)) {
    await expect(section.getByRole('region', { name: String(year) }).getByRole('link')).toHaveAttribute('href', `/archive/${year}`)
  }
  await expect(section.getByRole('region', { name: String(current) }).getByRole('link')).toHaveAttribute('href', `/sites/${slug}`)
})

test('the picture gallery shows each past year’s sites with alt text, loaded lazily', async ({ page }) => {
  await page.goto('/archive/sites/images')
  for (const year of archived) {
    const withImage = sitesIn(year).filter((site) => site.mainImage)
    const region = page.getByRole('region', { name: new RegExp(`^${year}`) })
    await expect(region.getByRole('listitem')).toHaveCount(withImage.length)
  }
  const images = page.locator('[data-template="archived-sites-images"] img')
  for (const image of await images.all().then((all) => all.slice(0, 20))) {
    await expect(image).toHaveAttribute('loading', 'lazy')
    expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(0)
  }
})

test('years that are not archived, and unknown buildings, answer 404 Page Not Found', async ({ page }) => {
  await expectNotFound(page, `/archive/${current}`)
  await expectNotFound(page, '/archive/1999')
  await expectNotFound(page, '/archive/abc')
  await expectNotFound(page, '/archive/sites/no-such-building')
})

test('the home page shows this year’s featured sites, linking to their pages', async ({ page }) => {
  const refs: unknown = festivalOf(current).featuredSites
  const featured = (Array.isArray(refs) ? refs : []).map((ref: unknown) => sites.find((s) => s._id === Reflect.get(Object(ref), '_ref')))
  expect(featured.length).toBeGreaterThan(0)
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Featured sites' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.map((site) => String(site?.name)))
  for (const site of featured) {
    if (!site) throw new Error('a featured site missing from the dataset')
    await expect(section.getByRole('link', { name: String(site.name), exact: true })).toHaveAttribute('href', `/sites/${slugOf(site)}`)
  }
})

for (const path of ['/', '/archive', `/archive/${newest}`, '/archive/sites/images', `/archive/sites/${slugOf(building)}`]) {
  test(`no accessibility violations on ${path}`, async ({ page }, testInfo) => {
    axeAtPhoneWidth(testInfo)
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}
