import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createDatabase } from '@/platform/db/database'
import { storeHostReport } from '@/door/store/host-reports'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { startLakeSite, type LakeSite } from '../test/lake-site'
import { expect, test } from './fixtures'
import { showMenu } from './layout'
import { axeViolations } from './axe'

// The site through the festival's year on a phone (390 px wide), its clock set for each phase:
// the home page's main action and words before the programme, with it out, on the weekend and
// after it; after it also a site page, a tour's booking box, the demo's banner gone with the
// weekend (and an editor's undated one up), and the next year's dates once an editor adds them. Each phase is a site of
// its own in Content Lake mode on a stand-in of the Lake (own server, database and clock), so an
// editor's change reaches the pages through the publish webhook, as on the real site.

test.use({ viewport: { width: 390, height: 844 } })

const SITE = { id: 'site.abernathy-cold-storage', slug: 'abernathy-cold-storage', name: 'Abernathy Cold Storage' }
const TOUR = '/tours/bergstrom-civic-hall-site-tour-2026'
// Chicago is on daylight time (UTC−5) through the festival: 17 and 18 October 2026.
const ANNOUNCED = '2026-08-20T17:00:00.000Z'
const PROGRAMME = '2026-10-01T17:00:00.000Z'
const WEEKEND = '2026-10-17T17:00:00.000Z'
const OVER = '2026-11-26T17:00:00.000Z'

/**
 * The home page as the server renders it at its clock. The build rendered it at the build's clock;
 * the page revalidates every minute, so the first request may get the build's copy and start a
 * new one: the page is asked again until the phase's section is there.
 */
async function homeIn(page: Page, lake: LakeSite, phase: string, path = '/') {
  await expect(async () => {
    await page.goto(`${lake.base}${path}`)
    await expect(page.locator(`[data-phase-section="${phase}"]`)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
}

async function shot(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  await page.screenshot({ path: testInfo.outputPath(`home-${name}.png`) })
}

const hero = (page: Page) => page.locator('[data-template="home"] > header')
/** The header's menu, opened as a visitor opens it on a phone. */
async function nav(page: Page) {
  await showMenu(page)
  return page.getByRole('navigation', { name: 'Main' })
}

/** Visits counted at a site's door on the festival's Saturday, in the site's own database. */
async function countVisits(lake: LakeSite, siteId: string, visits: number) {
  const file = lake.server.dbEnv.OHC_SQLITE_FILE
  if (!file) throw new Error('the Lake-mode site has no SQLite file')
  const db = createDatabase({ kind: 'sqlite', file, timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS })
  try {
    for (let i = 0; i < visits; i++) {
      await storeHostReport(db, {
        id: randomUUID(),
        siteId,
        userId: 'e2e-host',
        tappedAt: `2026-10-17T15:${String(10 + i).padStart(2, '0')}:00.000Z`,
        day: '2026-10-17',
        report: { kind: 'count', delta: 1 },
      })
    }
  } finally {
    await db.destroy()
  }
}

test.describe('the festival’s phases on a phone', () => {
  test.setTimeout(300_000)
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a visitor on their phone')
    // In Lake mode images come from Sanity's image CDN, outside this network: a blank one stands in.
    await context.route(/^https:\/\/cdn\.sanity\.io\/|\/media\/images\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' }),
    )
  })

  let lake: LakeSite | undefined
  const at = async (now: string) => {
    await lake?.close()
    lake = await startLakeSite({ OHC_TEST_NOW: now })
    return lake
  }
  test.afterEach(async () => {
    await lake?.close()
    lake = undefined
  })

  test('before the programme: a countdown, join and visit the centre; the centre leads the menu', async ({ page }, testInfo) => {
    const site = await at(ANNOUNCED)
    await homeIn(page, site, 'announced')
    await expect(hero(page)).toContainText('58 days to go.')
    await expect(hero(page).getByRole('link', { name: 'Become a member' })).toBeVisible()
    await expect(page.locator('[data-phase-section="announced"]')).toContainText('is out on Saturday, September 5')
    await shot(page, 'announced', testInfo)
    expect(await axeViolations(page)).toEqual([])
    await expect((await nav(page)).getByRole('link').first()).toHaveText('Visit')
    await expect((await nav(page)).getByRole('link', { name: 'Festival 2026', exact: true })).toHaveAttribute('href', '/')
  })

  test('with the programme out: a countdown, explore and plan, and what to do now', async ({ page }, testInfo) => {
    const site = await at(PROGRAMME)
    await homeIn(page, site, 'programme')
    await expect(hero(page)).toContainText('16 days to go.')
    await expect(hero(page).getByRole('link', { name: 'Explore the sites' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What to do now' })).toBeVisible()
    await expect(page.locator('[data-phase-section="programme"]').getByRole('link', { name: 'Enter the ballots' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('The 2026 festival guide is live')
    await shot(page, 'programme', testInfo)
    expect(await axeViolations(page)).toEqual([])
    await expect((await nav(page)).getByRole('link').first()).toHaveText('Sites')
    // The same moment in Spanish: the countdown, the actions and what to do now, links kept in Spanish.
    await homeIn(page, site, 'programme', '/es')
    await expect(hero(page)).toContainText('Faltan 16 días.')
    await expect(hero(page).getByRole('link', { name: 'Explora los lugares' })).toHaveAttribute('href', '/es/sites')
    await expect(page.getByRole('heading', { name: 'Qué hacer ahora' })).toBeVisible()
    await expect(page.locator('[data-phase-section="programme"]').getByRole('link', { name: 'Participa en los sorteos' })).toHaveAttribute(
      'href',
      '/es/tours',
    )
    expect(await axeViolations(page)).toEqual([])
    // A site tour offers its tickets while the festival is ahead (they go after the weekend, below).
    await page.goto(`${site.base}${TOUR}`)
    await expect(page.getByRole('link', { name: 'Book a place' })).toBeVisible()
    // Its booking box asks the server for places: let it finish before the site is stopped.
    await page.waitForLoadState('networkidle')
  })

  test('on the weekend: open now near you and the shortest lines, no countdown', async ({ page }, testInfo) => {
    const site = await at(WEEKEND)
    await homeIn(page, site, 'weekend')
    await expect(hero(page).getByRole('link', { name: 'Open now near you' })).toHaveAttribute('href', '/sites?open=now')
    await expect(hero(page).getByRole('link', { name: 'Shortest lines first' })).toHaveAttribute('href', '/sites?sort=line')
    await expect(page.locator('[data-countdown]')).toHaveCount(0)
    await expect(hero(page)).toContainText('The festival is on now.')
    await expect(page.getByRole('heading', { name: 'The festival is on' })).toBeVisible()
    // The demo's banner invites planning, so it ends as the weekend begins: today is for going.
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
    await shot(page, 'weekend', testInfo)
    expect(await axeViolations(page)).toEqual([])
  })

  test('after the weekend: the recap, the site and tour pages say it is over, the dated banner goes, the next dates show', async ({
    page,
  }, testInfo) => {
    const site = await at(OVER)
    await countVisits(site, SITE.id, 7)
    await homeIn(page, site, 'over')
    const recap = page.locator('[data-phase-section="over"]')
    await expect(recap.getByTestId('recap-visits')).toHaveText('Hosts counted 7 visits at the doors.')
    await expect(recap.getByTestId('recap-busiest').getByRole('listitem').first()).toHaveText(`${SITE.name}: 7 visits`)
    await expect(hero(page)).toContainText('The 2026 festival is over. Thank you for coming! See you in 2027.')
    await expect(recap).toContainText('See you in 2027.')
    await expect(recap.getByRole('link', { name: 'the festival archive' })).toHaveAttribute('href', '/archive')
    await expect(hero(page).getByRole('link', { name: 'Browse the archive' })).toBeVisible()
    await expect(page.locator('[data-countdown]')).toHaveCount(0)
    // The demo's banner is dated to end as the weekend begins: "start planning" is gone.
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
    await shot(page, 'over', testInfo)
    await recap.screenshot({ path: testInfo.outputPath('home-over-recap.png') })
    expect(await axeViolations(page)).toEqual([])
    await expect((await nav(page)).getByRole('link').first()).toHaveText('Visit')
    await expect((await nav(page)).getByRole('link', { name: 'Festival 2026 recap' })).toHaveAttribute('href', '/')

    await page.goto(`${site.base}/sites/${SITE.slug}`)
    const over = page.locator('[data-festival-over]')
    await expect(over).toContainText('The 2026 festival is over.')
    await expect(over.getByRole('link', { name: 'past festivals in the archive' })).toHaveAttribute('href', '/archive')
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`${site.base}${TOUR}`)
    await expect(page.locator('#reserve [data-booking="closed"]')).toHaveText('Booking is closed: the 2026 festival is over.')
    await expect(page.getByText('already started')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Book a place' })).toHaveCount(0)

    // An editor writes a recap banner with no end date: it is up on the pages.
    await site.publish('settings', (doc) => ({
      ...doc,
      announcement: { _type: 'announcement', enabled: true, message: 'Thank you for coming to the 2026 festival.', href: '/archive' },
    }))
    expect((await site.webhook({ _type: 'settings', _id: 'settings' })).status).toBe(200)
    await expect(async () => {
      await page.goto(`${site.base}/`)
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('Thank you for coming', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })

    // An editor adds next year's festival with its dates: the recap says when.
    await site.publish('festival.2026', (doc) => ({
      ...doc,
      _id: 'festival.2027',
      year: 2027,
      title: 'Open House Chicago 2027',
      startDate: '2027-10-16',
      endDate: '2027-10-17',
    }))
    expect((await site.webhook({ _type: 'festival', _id: 'festival.2027' })).status).toBe(200)
    await expect(async () => {
      await page.goto(`${site.base}/`)
      await expect(page.locator('[data-phase-section="over"]')).toContainText('See you on October 16–17, 2027.', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await shot(page, 'next-announced', testInfo)
    expect(await axeViolations(page)).toEqual([])
  })
})
