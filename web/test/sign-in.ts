import { randomBytes, randomInt } from 'node:crypto'
import { expect, inject } from 'vitest'
import { latestLinkTo } from './outbox'

// Signing in against the real server under test (test/next-server.ts) by reading the emailed link
// from its outbox. Each caller should use its own address and client IP (x-forwarded-for), so
// rate limits never cross tests.

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')

export const newEmail = () => `visitor-${randomBytes(4).toString('hex')}@example.org`
export const newIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`

export function requestLink(email: string, ip: string, extra: { origin?: string; callbackURL?: string } = {}) {
  return fetch(`${baseURL}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: extra.origin ?? baseURL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, callbackURL: extra.callbackURL ?? '/', errorCallbackURL: '/login' }),
  })
}

export const openLink = (link: string, ip: string) => fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })

export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
  if (!cookie) throw new Error(`no session cookie; status ${response.status}`)
  return cookie.split(';')[0] ?? ''
}

export async function sessionEmail(cookie: string): Promise<string | undefined> {
  const response = await fetch(`${baseURL}/api/auth/get-session`, { headers: { cookie } })
  expect(response.status).toBe(200)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null || !('user' in body)) return undefined
  const user: unknown = body.user
  return typeof user === 'object' && user !== null && 'email' in user && typeof user.email === 'string' ? user.email : undefined
}

export async function signIn(email: string, ip: string) {
  expect((await requestLink(email, ip)).status).toBe(200)
  const link = await latestLinkTo(outboxDir, email)
  const opened = await openLink(link, ip)
  return { link, opened }
}

/** A signed-in visitor: the session cookie to send with requests. */
export async function signedInCookie(email = newEmail(), ip = newIp()): Promise<string> {
  return sessionCookie((await signIn(email, ip)).opened)
}
