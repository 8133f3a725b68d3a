import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { latestLinkTo, messagesTo } from './outbox'
import { SIGN_IN_PER_CLIENT } from '@/visitors/auth/link-limit'
import { newEmail, newIp, openLink, requestLink, sessionCookie, sessionEmail, signIn } from './sign-in'

// Magic-link sign-in against the real server (production build, SQLite file, outbox). Each test
// uses its own address and its own client IP (x-forwarded-for), so rate limits never cross tests.

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')
const sqliteFile = inject('sqliteFile')

describe('signing in with an emailed link', () => {
  it('emails a link that signs the visitor in and returns them to the callback page', async () => {
    const email = newEmail()
    const ip = newIp()
    expect((await requestLink(email, ip, { callbackURL: '/sites' })).status).toBe(200)
    const [message] = messagesTo(outboxDir, email)
    expect(message?.subject).toBe('Your sign-in link for Open House Chicago')
    expect(message?.link).toMatch(new RegExp(`^${baseURL}/api/auth/magic-link/verify\\?token=`))
    expect(message?.text).toContain(message?.link)
    expect(message?.html).toContain('Sign in')

    const opened = await openLink(message?.link ?? '', ip)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${baseURL}/sites`)
    const cookie = opened.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(await sessionEmail(sessionCookie(opened))).toBe(email)
  })

  it('refuses a link the second time and sends the visitor to the login page with the reason', async () => {
    const email = newEmail()
    const ip = newIp()
    const { link, opened } = await signIn(email, ip)
    expect(opened.status).toBe(302)
    const again = await openLink(link, ip)
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe(`${baseURL}/login?error=INVALID_TOKEN`)
    expect(again.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !c.includes('Max-Age=0'))).toBe(false)
    const page = await fetch(`${baseURL}/login?error=INVALID_TOKEN`)
    expect(await page.text()).toContain('This sign-in link has expired or has already been used.')
  })

  it('refuses an expired link', async () => {
    const email = newEmail()
    const ip = newIp()
    expect((await requestLink(email, ip)).status).toBe(200)
    const link = await latestLinkTo(outboxDir, email)
    // Age the link past its expiry: its expiry becomes its creation time, seconds ago.
    const db = new BetterSqlite3(sqliteFile, { timeout: 5_000 })
    const changed = db.prepare(`update verification set "expiresAt" = "createdAt" where value like ?`).run(`%${email}%`).changes
    db.close()
    expect(changed).toBe(1)
    const opened = await openLink(link, ip)
    expect(opened.headers.get('location')).toBe(`${baseURL}/login?error=INVALID_TOKEN`)
  })

  it('signs out: the session cookie no longer answers a user', async () => {
    const email = newEmail()
    const ip = newIp()
    const cookie = sessionCookie((await signIn(email, ip)).opened)
    expect(await sessionEmail(cookie)).toBe(email)
    const out = await fetch(`${baseURL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: baseURL, 'x-forwarded-for': ip, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(out.status).toBe(200)
    expect(
      out.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=;') || /session_token=[^;]*;.*Max-Age=0/i.test(c)),
    ).toBe(true)
    expect(await sessionEmail(cookie)).toBeUndefined()
  })

  it('answers 429 after too many link requests from one address, saying when to try again', async () => {
    const ip = newIp()
    const { max } = SIGN_IN_PER_CLIENT
    const answers: Response[] = []
    for (let i = 0; i < max + 2; i++) answers.push(await requestLink(newEmail(), ip))
    const statuses = answers.map((a) => a.status)
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200))
    expect(statuses.at(-1)).toBe(429)
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another visitor is not affected.
    expect((await requestLink(newEmail(), newIp())).status).toBe(200)
  })

  it('refuses a sign-in request from another site', async () => {
    const email = newEmail()
    const response = await requestLink(email, newIp(), { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(messagesTo(outboxDir, email)).toHaveLength(0)
  })

  it('refuses a callback to another site', async () => {
    const email = newEmail()
    const response = await requestLink(email, newIp(), { callbackURL: 'https://evil.example/phish' })
    expect(response.status).toBe(403)
    expect(messagesTo(outboxDir, email)).toHaveLength(0)
  })

  it('answers a clear 400 for an address that is not an email', async () => {
    const response = await requestLink('not-an-email', newIp())
    expect(response.status).toBe(400)
  })
})
