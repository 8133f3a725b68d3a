import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createDatabase } from '@/platform/db/database'
import { storeHostReport } from '@/door/store/host-reports'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { e2eServerEnv, e2eStaffEmail } from './auth-env'
import { expect, test } from './fixtures'
import { signInVia } from './sign-in'

// The centre's staff open the operations view in the browser: they sign in through the emailed
// link, each project as a staff address of its own (sign-in links are limited per address), and
// counts a host taps in at a door show in the table after a reload. The browser tests' server keeps
// its database between runs (and the phone and desktop projects share it), so the test reads a
// cell, stores three more visits, and expects exactly three more. The server's clock is before the
// festival, so the view opens on its first day.

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

/** The number in the site's row under the hour's column ("–" is none). */
async function countAt(page: Page, hour: string): Promise<number> {
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
  const hour = testInfo.project.name === 'phone' ? HOURS.phone : HOURS.desktop
  const before = await countAt(page, hour.label)
  await tapThree(hour.utc)
  await page.reload()
  expect(await countAt(page, hour.label)).toBe(before + 3)
  await expect(page.getByRole('img', { name: /Visits per hour, every site/ })).toBeVisible()

  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
})
