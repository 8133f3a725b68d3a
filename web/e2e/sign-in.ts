import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_HOST, newEmail, newIp } from '../test/addresses'
import { latestLinkTo, messagesTo } from '../test/outbox'
import { e2eOutboxDir } from './auth-env'

// The browser tests' one way to sign in: through the login form and the link emailed to the
// server's outbox, as a visitor does, on the shared server or on a test's own (one started with
// its own clock or settings); or, where the test is about another page, by asking for the link
// with a request and opening it.

export { DEMO_HOST, DEMO_STAFF, newEmail, newIp } from '../test/addresses'

/** A server to sign in on: its address ('' for the shared one, whose pages are relative) and its outbox. */
export interface SignInServer {
  base: string
  outboxDir: string
}

const SHARED: SignInServer = { base: '', outboxDir: e2eOutboxDir }

/** Signs in with the login form from `/login?callbackURL=back` and lands on `back`. */
export async function signInOn(page: Page, at: SignInServer, email: string, back: string) {
  const before = linksTo(at, email).length
  await page.goto(`${at.base}/login?callbackURL=${encodeURIComponent(back)}`)
  await submitLoginForm(page, at, email, back, before)
}

/** Opens a signed-in page signed out, is sent to /login, signs in with the emailed link and comes back. */
export async function signInVia(page: Page, path: string, email = newEmail('member'), at = SHARED): Promise<string> {
  const before = linksTo(at, email).length
  await page.goto(`${at.base}${path}`)
  await expect(page).toHaveURL(`${at.base}/login?callbackURL=${encodeURIComponent(path)}`)
  await submitLoginForm(page, at, email, path, before)
  return email
}

/** Signs a phone in as a host at /host, as a host on a doorstep does. */
export const signInAsHost = (page: Page, at: SignInServer, host = DEMO_HOST) => signInVia(page, '/host', host, at)

/** Signs in by asking for the link with a request from the page's own address, then opening it. */
export async function signInByLink(page: Page, email: string) {
  // One address per visitor, on the page's requests and on this API request alike (page.request does
  // not carry the page's extra headers): sign-ins are rate-limited per address.
  const ip = newIp()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  const response = await page.request.post('/api/auth/sign-in/magic-link', {
    data: { email, callbackURL: '/' },
    headers: { origin: new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin, 'x-forwarded-for': ip },
  })
  expect(response.status()).toBe(200)
  await page.goto(await latestLinkTo(e2eOutboxDir, email))
}

/**
 * Asks for a sign-in link as the login form does, from outside any browser page, and returns the
 * emailed link: what a visitor taps in their email, for a test whose first page is that link.
 */
export async function emailedSignInLink(request: APIRequestContext, at: SignInServer, email: string, callbackURL: string): Promise<string> {
  const before = linksTo(at, email).length
  const response = await request.post(`${at.base}/api/auth/sign-in/magic-link`, {
    data: { email, callbackURL },
    headers: { origin: at.base, 'x-forwarded-for': newIp() },
  })
  expect(response.status()).toBe(200)
  await expect.poll(() => linksTo(at, email).length).toBeGreaterThan(before)
  return linksTo(at, email).at(-1)!
}

async function submitLoginForm(page: Page, at: SignInServer, email: string, back: string, before: number) {
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('status')).toContainText('Check your email')
  await expect.poll(() => linksTo(at, email).length).toBeGreaterThan(before)
  await page.goto(linksTo(at, email).at(-1)!)
  await expect(page).toHaveURL(`${at.base}${back}`)
}

function linksTo(at: SignInServer, email: string): string[] {
  return messagesTo(at.outboxDir, email).flatMap((m) => (m.link ? [m.link] : []))
}
