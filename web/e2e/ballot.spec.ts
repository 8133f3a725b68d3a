import type { ChildProcess } from 'node:child_process'
import { authTestEnv, freePort, startNext, stop } from '../test/next-server'
import { newEmail } from '../test/addresses'
import { mailsTo } from '../test/own-server'
import { expect, expectProblems, test } from './fixtures'
import { signInOn } from './sign-in'
import { axeViolations } from './axe'

// A ballot from entry to the door, on a phone, on one site whose clock moves: entries open (the
// visitor enters a party of two), past the draw (the scheduled work draws it; the visitor confirms
// the places won and gets a ticket, which is there offline), then the festival morning (staff on
// the building's door check the ticket in; a second check-in is refused). The server is stopped
// and started again on the same address and database for each moment, so the browser keeps its
// session and its offline worker, as a visitor's phone would across the weeks.

test.use({ serviceWorkers: 'allow' })

const TOUR = '/tours/bergstrom-civic-hall-site-tour-2026'
const SITE = 'bergstrom-civic-hall'
const STAFF = 'staff-at-the-door@example.org'
const CRON_SECRET = 'cron-secret-of-the-ballot-test'
// The demo's Bergstrom ballot: entries 26 Sep–9 Oct, the draw 10 Oct 10:30, the tour 17 Oct 10:30 (Chicago).
const ENTRIES_OPEN = '2026-10-01T15:00:00.000Z'
const AFTER_DRAW = '2026-10-10T16:00:00.000Z'
const TOUR_MORNING = '2026-10-17T15:20:00.000Z'

test('a visitor enters a ballot, wins, confirms, keeps the ticket offline, and is checked in once at the door', async ({
  page,
  browser,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a visitor and a host on their phones')
  test.setTimeout(240_000)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const own = authTestEnv(base)
  let server: ChildProcess | undefined
  const at = async (now: string, extra: Record<string, string> = {}) => {
    // The phone puts the site away while its server restarts; what was already under way (a check
    // for a new build, the offline worker refreshing what it keeps) meets the closed port, and says so.
    expectProblems(page, /^request failed: GET \S+ \(net::ERR_CONNECTION_(REFUSED|RESET)\)/, /^console error: .*Failed to fetch/)
    await page.goto('about:blank')
    if (server) await stop(server)
    server = await startNext(port, { ...own.env, OHC_TEST_NOW: now, OHC_STAFF_EMAILS: STAFF, CRON_SECRET, ...extra })
    await page.clock.setFixedTime(new Date(now))
  }
  const visitor = newEmail('ballot-entrant')
  try {
    // Entries open: the box explains the ballot, and the visitor enters with a friend.
    await at(ENTRIES_OPEN)
    await signInOn(page, { base, outboxDir: own.env.OHC_OUTBOX_DIR }, visitor, TOUR)
    const box = page.locator('#reserve')
    const session = box.getByRole('listitem').filter({ hasText: 'Saturday, October 17 at 10:30 AM' })
    await expect(session).toContainText('Ballot')
    await expect(session).toContainText('Enter by Friday, October 9 at 10:30 AM')
    await session.getByLabel('People in your party').selectOption('2')
    await session.getByRole('button', { name: 'Enter the ballot' }).click()
    await expect(box.getByText('You have entered the ballot. We’ve emailed you a confirmation.')).toBeVisible()
    await expect(session).toContainText('You have entered, for 2 people.')
    await expect(session.getByRole('button', { name: 'Withdraw my entry' })).toBeVisible()
    await session.getByText('How the draw is checked').click()
    const seal = (await session.locator('code').first().textContent()) ?? ''
    expect(seal).toMatch(/^[0-9a-f]{64}$/)
    expect(mailsTo(own.env.OHC_OUTBOX_DIR, visitor).some((m) => m.text.includes(seal))).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // After the draw time: the scheduled work draws it, and the visitor has won.
    await at(AFTER_DRAW)
    const tick = await fetch(`${base}/api/jobs/tick`, { headers: { authorization: `Bearer ${CRON_SECRET}` } })
    expect(tick.status).toBe(200)
    await page.goto(`${base}${TOUR}`)
    await expect(session).toContainText('You won places for 2 people!')
    await session.getByText('How the draw is checked').click()
    await expect(session).toContainText('The seed, revealed after the draw')
    // Checked on the phone itself: the seal, the order and the winners redone with Web Crypto.
    await session.getByRole('button', { name: 'Check this draw' }).click()
    const verdict = session.locator('[data-draw-check]')
    await expect(verdict).toHaveAttribute('data-draw-check', 'ok')
    await expect(verdict).toContainText('Checked in your browser: this draw is the one its seal promised.')
    await expect(verdict).toContainText(/Your entry is number \d+ in the draw order\./)
    expect(await axeViolations(page)).toEqual([])
    await session.getByRole('link', { name: 'Confirm in My OHC' }).click()
    await expect(page).toHaveURL(`${base}/my-ohc/places`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    // The button is in the page's HTML before its island has hydrated (later on a busy machine),
    // and a click before then does nothing: click until the page says what happened.
    const confirm = page.getByRole('button', { name: /^Confirm 2 places for / })
    const confirmed = page.getByRole('status').filter({ hasText: 'Confirmed: 2 places for' })
    await expect(async () => {
      if (await confirm.isEnabled().catch(() => false)) await confirm.click({ timeout: 1_000 })
      await expect(confirmed).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    const ticket = page.locator('article[data-ticket]').first()
    await expect(ticket).toBeVisible()
    const code = ((await ticket.locator('[data-ticket-code]').textContent()) ?? '').trim()
    // The door code, eight characters to read out (the QR carries the signed code).
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    await expect(ticket.locator('svg, img, canvas').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Offline (a basement, a queue): the ticket and its code are still there.
    await page.reload()
    await context.setOffline(true)
    expectProblems(page, /request failed: .* \(net::ERR_INTERNET_DISCONNECTED\)/)
    await page.goto(`${base}/my-ohc/places`)
    await expect(page.locator('[data-ticket-code]').first()).toHaveText(code)
    // Put away before the signal returns: back online, the page would check for news at once.
    await page.goto('about:blank')
    await context.setOffline(false)

    // The tour's morning: staff on the door type the code; a second time it is refused.
    await at(TOUR_MORNING)
    const door = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    const host = await door.newPage()
    try {
      await host.clock.setFixedTime(new Date(TOUR_MORNING))
      await signInOn(host, { base, outboxDir: own.env.OHC_OUTBOX_DIR }, STAFF, '/host')
      await host.goto(`${base}/host/${SITE}`)
      const checkIn = host.getByRole('region', { name: 'Check in tickets' })
      const field = checkIn.getByLabel('Or type the code printed under the QR code')
      const result = checkIn.getByTestId('check-in-result')
      const check = checkIn.getByRole('button', { name: 'Check the code' })
      // Typed into before its island hydrates, the field would be reset: wait for React to own it.
      await expect
        .poll(() => check.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))), { timeout: 20_000 })
        .toBe(true)
      await field.fill(code)
      await checkIn.getByRole('button', { name: 'Check the code' }).click()
      await expect(result).toContainText('Checked in: 2 places')
      // Let in by mistake (the party behind showed it): staff undo it, and check it in again.
      await result.getByRole('button', { name: 'Undo this check-in' }).click()
      await expect(result).toContainText('Check-in undone: 2 places')
      await expect(checkIn.getByTestId('door-sessions')).toContainText('1 check-in undone')
      expect(await axeViolations(host)).toEqual([])
      await field.fill(code)
      await checkIn.getByRole('button', { name: 'Check the code' }).click()
      await expect(result).toContainText('Checked in: 2 places')
      await field.fill(code)
      await checkIn.getByRole('button', { name: 'Check the code' }).click()
      await expect(result).toContainText('Already checked in at 10:20')
    } finally {
      await door.close()
    }
    // The visitor's ticket says so.
    await page.goto(`${base}/my-ohc/places`)
    await expect(page.locator('article[data-ticket]').first()).toContainText('Checked in')
  } finally {
    // Leave the page before its server goes (its build check asks the server when the page is idle).
    await page.goto('about:blank').catch(() => undefined)
    if (server) await stop(server)
    own.dispose()
  }
})
