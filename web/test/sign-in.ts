import { expect, inject } from 'vitest'
import { newEmail, newIp } from './addresses'
import { latestLinkTo } from './outbox'

// The integration tests' one way to sign in: request a link, read it from the server's outbox,
// open it. Against the shared server under test (test/next-server.ts) by default, or a test's own
// server (test/own-server.ts). Each caller uses its own address and client IP (x-forwarded-for),
// so rate limits never cross tests.

export { newEmail, newIp } from './addresses'

/** A server to sign in on: its address and the folder its emails are written to. */
export interface SignInServer {
  baseURL: string
  outboxDir: string
}

/** The shared server under test, asked for when first needed (vitest's inject, inside a test file). */
const shared = (): SignInServer => ({ baseURL: inject('baseURL'), outboxDir: inject('outboxDir') })

export function requestLink(email: string, ip: string, extra: { origin?: string; callbackURL?: string } = {}, at = shared()) {
  return fetch(`${at.baseURL}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: extra.origin ?? at.baseURL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, callbackURL: extra.callbackURL ?? '/', errorCallbackURL: '/login' }),
  })
}

export const openLink = (link: string, ip: string) => fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })

export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
  if (!cookie) throw new Error(`no session cookie; status ${response.status}`)
  return cookie.split(';')[0] ?? ''
}

export async function sessionEmail(cookie: string, at = shared()): Promise<string | undefined> {
  const response = await fetch(`${at.baseURL}/api/auth/get-session`, { headers: { cookie } })
  expect(response.status).toBe(200)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null || !('user' in body)) return undefined
  const user: unknown = body.user
  return typeof user === 'object' && user !== null && 'email' in user && typeof user.email === 'string' ? user.email : undefined
}

export async function signIn(email: string, ip: string, at = shared()) {
  expect((await requestLink(email, ip, {}, at)).status).toBe(200)
  const link = await latestLinkTo(at.outboxDir, email)
  const opened = await openLink(link, ip)
  return { link, opened }
}

/** A signed-in visitor: the session cookie to send with requests. */
export async function signedInCookie(email = newEmail(), ip = newIp(), at = shared()): Promise<string> {
  return sessionCookie((await signIn(email, ip, at)).opened)
}

/** A visitor signed in on `at`: the address, the client IP its requests come from, and the cookie. */
export interface Visitor {
  email: string
  ip: string
  cookie: string
}

export async function signedInVisitor(email = newEmail(), at = shared()): Promise<Visitor> {
  const ip = newIp()
  return { email, ip, cookie: await signedInCookie(email, ip, at) }
}
