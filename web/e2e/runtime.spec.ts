import { expect, expectProblems, test } from './fixtures'
import { axeViolations } from './axe'

// What every page does besides its content: the share button's dialog, the notice of a new
// deployment and the reload after a failed code chunk. The last two load after the page is idle
// (ui/runtime/watch) and the share dialog on first use, so these also prove that the
// code kept out of the first load arrives when it is needed.

const SITE = '/sites/abernathy-cold-storage'

test('Share opens a dialog with the page link, closes, and opens again (no share sheet here)', async ({ page }) => {
  await page.goto(SITE)
  // Headless Chromium on Linux has no share sheet: the dialog is what a desktop visitor gets.
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
  const share = page.getByRole('button', { name: 'Share' }).first()
  await share.click()
  const dialog = page.getByRole('dialog', { name: /^Share “/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Link')).toHaveValue(new URL(SITE, page.url()).href)
  expect(await axeViolations(page, 'dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(share).toBeFocused()
  await share.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('an open tab learns of a new deployment and reloads on request', async ({ page }) => {
  // A deployment cannot happen under a running test server: the build manifest answers the id
  // of another build instead, as the server of the next deployment would.
  let asked = 0
  await page.route('**/builds/latest.json?*', (route) => {
    asked += 1
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'next-deployment' }) })
  })
  await page.goto(SITE)
  const notice = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  expect(asked).toBe(1)
  await page.evaluate(() => Reflect.set(window, 'ohcBeforeReload', true))
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()])
  expect(await page.evaluate(() => Reflect.get(window, 'ohcBeforeReload'))).toBeUndefined()
})

test('a code chunk that fails to load (a deployment took it away) reloads the page, which then works', async ({ page }) => {
  expectProblems(page, /_next\/static\/chunks\/.*\(net::ERR_FAILED\)/, /A page chunk failed to load/)
  await page.goto(SITE)
  // Wait until the page is idle and the chunk-reload guard is in place (it asks for the build manifest then).
  await page.waitForResponse((response) => response.url().includes('/builds/latest.json'), { timeout: 15_000 })
  // The next chunk the page asks for fails, as after a deployment that took the old chunks away.
  let failed = 0
  await page.route('**/_next/static/chunks/**', (route) => (failed++ === 0 ? route.abort('failed') : route.continue()))
  await page.evaluate(() => Reflect.set(window, 'ohcBeforeReload', true))
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Share' }).first().click()])
  expect(failed).toBeGreaterThan(0)
  expect(await page.evaluate(() => Reflect.get(window, 'ohcBeforeReload'))).toBeUndefined()
  expect(new URL(page.url()).pathname).toBe(SITE)
  // The reloaded page is whole: sharing works now.
  await page.getByRole('button', { name: 'Share' }).first().click()
  await expect(page.getByRole('dialog', { name: /^Share “/ })).toBeVisible()
})

// Lighthouse's phone (412 px): the widths where a label that grows would push its neighbour onto
// the next line.
test.describe('at 412 px', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('nothing moves on a site, tour or event page while the session and the islands arrive', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = []
      Reflect.set(window, 'ohcShifts', shifts)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const sources = (Reflect.get(entry, 'sources') ?? []) as { node?: Node }[]
          shifts.push(
            `${Reflect.get(entry, 'value')}: ${sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(' | ')}`,
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of [SITE, '/tours/architecture-highlights-by-bus', '/events/behind-the-scenes-at-novak-center-2026']) {
      await page.goto(path)
      // Signed out: the add button has become the sign-in link, so the session has arrived.
      await expect(page.locator('[data-add-to-itinerary="sign-in"]').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => Reflect.get(window, 'ohcShifts')), path).toEqual([])
    }
  })
})
