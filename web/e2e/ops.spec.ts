import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createDatabase } from '@/platform/db/database'
import { storeHostReport } from '@/door/store/host-reports'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { e2eServerEnv, e2eStaffEmail } from './auth-env'
import { expect, test } from './fixtures'
import { signInVia } from './sign-in'
import { axeViolations } from './axe'

// The centre's staff open the operations view in the browser: they sign in through the emailed
// link, each project as a staff address of its own (sign-in links are limited per address), and
// counts a host taps in at a door show in the table after a reload. The browser tests' server keeps
// its database between runs (and the phone and desktop projects share it), so the test reads a
// cell, stores three more visits, and expects exactly three more. The server's clock is before the
// festival, so the view opens on its first day. On a phone the page opens with what staff act on
// (no report, longest lines, starting soon) and keeps its tables one tap away.

const SATURDAY = '2026-10-17'
const SITE = { id: 'site.abernathy-cold-storage', slug: 'abernathy-cold-storage' }

/**
 * The hour each project taps into, in Chicago and in UTC (CDT, UTC−5): the phone and desktop
 * projects may run at the same time, and each must count only its own three.
 */
const HOURS = {
  phone: { label: '10 AM', utc: '15' },
  desktop: { label: '11 AM', utc: '16' },
} as const

/** The number in the site's row under the hour's column ("–" is none), with the table opened. */
async function countAt(page: Page, hour: string): Promise<number> {
  const table = page.locator('summary', { hasText: 'Visits per hour at each site (table)' })
  if (!(await page.locator('[data-testid="ops-visits"]').isVisible())) await table.click()
  const heads = await page.locator('[data-testid="ops-visits"] thead th').allInnerTexts()
  const column = heads.indexOf(hour)
  expect(column).toBeGreaterThan(0)
  const cell = page.locator(`[data-testid="ops-visits"] tr[data-site="${SITE.slug}"] > *`).nth(column)
  const text = (await cell.innerText()).trim()
  return text === '–' ? 0 : Number(text.replaceAll(',', ''))
}

async function tapThree(utcHour: string) {
  const db = createDatabase({ kind: 'sqlite', file: e2eServerEnv.OHC_SQLITE_FILE, timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS })
  try {
    for (const minute of ['05', '20', '41']) {
      await storeHostReport(db, {
        id: randomUUID(),
        siteId: SITE.id,
        userId: 'e2e-host',
        tappedAt: `${SATURDAY}T${utcHour}:${minute}:00.000Z`,
        day: SATURDAY,
        report: { kind: 'count', delta: 1 },
      })
    }
  } finally {
    await db.destroy()
  }
}

test('staff sign in, open /ops and find the counts in its table; the page has no accessibility violations', async ({ page }, testInfo) => {
  await signInVia(page, '/ops', e2eStaffEmail(testInfo.project.name))
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Festival days' }).getByRole('link', { name: /Saturday, October 17/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // What staff act on first, then the day's figures.
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
  expect(headings.map((h) => h.replace(/,.*/, ''))).toEqual([
    'No report for 30 minutes',
    'Longest lines now',
    'Starting soon at the doors',
    'Visits per hour',
    'Tours and events at the doors',
    'Visits by day',
    'Hosts signed in',
  ])
  if (testInfo.project.name === 'phone') {
    // Short enough to read on a phone: the tables stay folded until asked for.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeLessThan(4000)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.screenshot({ path: testInfo.outputPath('ops-phone.png'), fullPage: true })
  }
  const hour = testInfo.project.name === 'phone' ? HOURS.phone : HOURS.desktop
  const before = await countAt(page, hour.label)
  await tapThree(hour.utc)
  await page.reload()
  expect(await countAt(page, hour.label)).toBe(before + 3)
  await expect(page.getByRole('img', { name: /Visits per hour, every site/ })).toBeVisible()

  expect(await axeViolations(page)).toEqual([])
})

test('a staff member whose account speaks Spanish reads the ops view in Spanish: words, days, hours and numbers', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once is enough: the words are the same at every width')
  await signInVia(page, '/ops', e2eStaffEmail(testInfo.project.name))
  const origin = new URL(page.url()).origin
  const saved = await page.request.post(`${origin}/api/auth/update-user`, { data: { language: 'es' }, headers: { origin } })
  expect(saved.status()).toBe(200)
  try {
    await page.reload()
    await expect(page).toHaveTitle(/^Operaciones/)
    await expect(page.locator('[data-template="ops"]')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1, name: 'Operaciones' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Días del festival' }).getByRole('link', { name: /sábado, 17 de octubre/ }),
    ).toHaveAttribute('aria-current', 'page')
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
    expect(headings.map((h) => h.replace(/,.*/, ''))).toEqual([
      'Sin aviso desde hace 30 minutos',
      'Las filas más largas ahora',
      'Empiezan pronto en las puertas',
      'Visitas por hora',
      'Visitas y actividades en las puertas',
      'Visitas por día',
      'Anfitriones con sesión iniciada',
    ])
    // The hours as Spanish writes them (24-hour), in the chart's description and the table's columns.
    await expect(page.getByRole('img', { name: /Visitas por hora, todos los edificios, sábado, 17 de octubre de 2026/ })).toBeVisible()
    await page.getByText('Visitas por hora en cada edificio (tabla)').click()
    await expect(page.getByTestId('ops-visits').getByRole('columnheader', { name: '14:00' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    expect(await axeViolations(page)).toEqual([])
  } finally {
    await page.request.post(`${origin}/api/auth/update-user`, { data: { language: 'en' }, headers: { origin } })
  }
})
