import { randomBytes } from 'node:crypto'
import { newIp } from './sign-in'
import { expect, test } from './fixtures'
import { latestLinkTo } from '../test/outbox'
import { e2eOutboxDir } from './auth-env'
import { axeViolations } from './axe'

// Sign-in in the browser with the link read from the server's outbox. Each test comes from its
// own client address, so the sign-in rate limit (60 a minute per address) never trips over reruns.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() })
})

const newEmail = () => `browser-${randomBytes(4).toString('hex')}@example.org`

test('a visitor signs in with the emailed link, and the same link does not work twice', async ({ page }) => {
  const email = newEmail()
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  const status = page.getByRole('status')
  await expect(status).toContainText('Check your email')
  await expect(status).toContainText(email)

  const link = await latestLinkTo(e2eOutboxDir, email)
  await page.goto(link)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  const session = await page.request.get('/api/auth/get-session')
  expect(await session.json()).toMatchObject({ user: { email } })

  await page.goto(link)
  await expect(page).toHaveURL(/\/login\?error=INVALID_TOKEN$/)
  await expect(page.locator('[role=alert]', { hasText: 'This sign-in link has expired or has already been used.' })).toBeVisible()
})

test('an address that is not an email gets a clear message', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email address').fill('not-an-email')
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.locator('[role=alert]', { hasText: 'Please enter a valid email address' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
})

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/login?error=INVALID_TOKEN')
  expect(await axeViolations(page)).toEqual([])
})
