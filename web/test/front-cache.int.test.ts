import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNginx, startNginx, type RunningNginx } from '../../scripts/setup/nginx.mjs'
import { CONTACT_RATE_LIMIT } from '@/visitors/forms/contact'
import { latestLinkTo } from './outbox'
import { newEmail } from './addresses'
import { nextYear, runRosterImport } from './own-server'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { newIp, sessionCookie } from './sign-in'

// The site behind nginx with its cache (docs/nginx-site.conf, the config operations.md documents):
// two `next start` processes of the one build, on one app database, as a deployment runs them.
// What one visitor is answered never reaches another: a second member and an anonymous visitor
// asking for the same personal addresses get their own answer or a redirect, never a cached one,
// and never the first member's email. Public pages are answered from the cache the second time,
// compressed by nginx (Next's compression is off behind it).

const nginxBinary = findNginx()

const PERSONAL = [
  '/my-ohc',
  '/my-ohc/places',
  '/my-ohc/itineraries',
  '/iframe/my-ohc',
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/me/places',
  '/api/me/export',
  '/api/itineraries',
  '/api/reservations',
]
const PUBLIC = ['/', '/sites', '/sites/abernathy-cold-storage', '/api/sites']
// Where a member's own answer shows them: their email, their itinerary (named after the email),
// or their session's token (list-sessions).
const SHOWS_THEM = new Set([
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/me/export',
  '/api/itineraries',
  '/my-ohc/itineraries',
])

interface Member {
  email: string
  cookie: string
  /** What of theirs no one else may see: the email and the session's token. */
  secrets: string[]
}

describe.skipIf(!nginxBinary)('the site behind nginx’s cache', () => {
  let nginx: RunningNginx
  const servers: ChildProcess[] = []
  let dispose = () => {}
  let upstream = ''
  let first: Member
  let second: Member

  const through = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}${pathname}`, { redirect: 'manual', headers })

  beforeAll(async () => {
    const [a, b, front] = await Promise.all([freePort(), freePort(), freePort()])
    // The site's address is nginx's: links in emails and the origin check of writes name it.
    const auth = authTestEnv(`http://127.0.0.1:${front}`)
    dispose = auth.dispose
    const env = { ...auth.env, OHC_TRUSTED_PROXIES: '1', OHC_COMPRESS: 'off' }
    // One after the other: the first migrates the shared database.
    for (const port of [a, b]) servers.push(await startNext(port, env))
    upstream = `http://127.0.0.1:${a}`
    nginx = await startNginx({ nginx: nginxBinary, upstreams: [`127.0.0.1:${a}`, `127.0.0.1:${b}`], port: front })

    // Two members. Signed in at one next process directly, each from an address of its own (the
    // sign-in limits count per address, and through nginx every test request comes from one).
    const member = async (email: string): Promise<Member> => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ohc-roster-')), 'roster.csv')
      writeFileSync(file, `e-mail,level,expires\n"${email}",Individual,${nextYear()}\n`)
      const imported = runRosterImport({ OHC_SQLITE_FILE: auth.env.OHC_SQLITE_FILE }, file)
      expect(imported.status, imported.err).toBe(0)
      const ip = newIp()
      const requested = await fetch(`${upstream}/api/auth/sign-in/magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: nginx.url, 'x-forwarded-for': ip },
        body: JSON.stringify({ email, callbackURL: '/', errorCallbackURL: '/login' }),
      })
      expect(requested.status).toBe(200)
      const link = new URL(await latestLinkTo(auth.env.OHC_OUTBOX_DIR, email))
      const opened = await fetch(`${upstream}${link.pathname}${link.search}`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })
      const cookie = sessionCookie(opened)
      // An itinerary named after them, shown on their itineraries page and in the API.
      const created = await fetch(`${upstream}/api/itineraries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: nginx.url, cookie },
        body: JSON.stringify({ name: email }),
      })
      expect(created.status).toBe(201)
      const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? ''
      expect(token.length).toBeGreaterThan(10)
      return { email, cookie, secrets: [email, token] }
    }
    first = await member(`first-${Date.now()}@example.org`)
    second = await member(`second-${Date.now()}@example.org`)
  }, 180_000)

  afterAll(async () => {
    await nginx?.stop()
    for (const server of servers) await stop(server)
    dispose()
  })

  it('answers a public page or API list from its cache the second time, whoever asked first', async () => {
    for (const pathname of PUBLIC) {
      // The first member's visit may fill the cache; what it keeps is the public answer.
      await through(pathname, { cookie: first.cookie })
      await through(pathname)
      const again = await through(pathname)
      expect(again.status, pathname).toBe(200)
      expect(again.headers.get('x-cache-status'), pathname).toBe('HIT')
      const body = await again.text()
      for (const secret of first.secrets) expect(body, pathname).not.toContain(secret)
    }
  })

  it('never keeps a personal answer: another member gets their own, an anonymous visitor a redirect or a refusal', async () => {
    const leaks = (body: string, who: Member) => who.secrets.filter((secret) => body.includes(secret))
    for (const pathname of PERSONAL) {
      // The first member asks twice: the second answer would be the cache's if the first were kept.
      for (let i = 0; i < 2; i++) {
        const own = await through(pathname, { cookie: first.cookie })
        expect(own.status, pathname).toBe(200)
        expect(own.headers.get('x-cache-status'), pathname).not.toBe('HIT')
        const body = await own.text()
        if (SHOWS_THEM.has(pathname)) expect(leaks(body, first), `${pathname} shows the member`).not.toEqual([])
      }
      const other = await through(pathname, { cookie: second.cookie })
      expect(other.status, pathname).toBe(200)
      expect(other.headers.get('x-cache-status'), pathname).not.toBe('HIT')
      const otherBody = await other.text()
      expect(leaks(otherBody, first), pathname).toEqual([])
      if (SHOWS_THEM.has(pathname)) expect(leaks(otherBody, second), `${pathname} shows the other member`).not.toEqual([])

      const anonymous = await through(pathname)
      expect(anonymous.headers.get('x-cache-status'), pathname).not.toBe('HIT')
      const anonymousBody = await anonymous.text()
      expect([...leaks(anonymousBody, first), ...leaks(anonymousBody, second)], pathname).toEqual([])
      // Signed out: My OHC sends to sign in, the API refuses (or, for the session, says there is none).
      if (pathname.startsWith('/api/auth/get-session')) expect(anonymousBody).toBe('null')
      else expect(anonymous.status, pathname).toBe(pathname.startsWith('/api/') ? 401 : 307)
    }
  })

  it('compresses at nginx, while Next behind it sends its answers plain (OHC_COMPRESS=off, read when it starts)', async () => {
    for (const pathname of ['/sites', '/api/sites']) {
      const front = await through(pathname, { 'accept-encoding': 'gzip' })
      expect(front.headers.get('content-encoding'), pathname).toBe('gzip')
      // nginx asks without Accept-Encoding (docs/nginx-site.conf), and gets the plain answer.
      const asNginxAsks = await fetch(`${upstream}${pathname}`, { headers: { 'accept-encoding': '' } })
      expect(asNginxAsks.status, pathname).toBe(200)
      expect(asNginxAsks.headers.get('content-encoding'), pathname).toBeNull()
    }
    // To a client that accepts gzip Next compresses nothing, but /api/sites sends its own gzip bytes, made once.
    const direct = await fetch(`${upstream}/sites`, { headers: { 'accept-encoding': 'gzip' } })
    expect(direct.headers.get('content-encoding')).toBeNull()
    const api = await fetch(`${upstream}/api/sites`, { headers: { 'accept-encoding': 'gzip' } })
    expect(api.headers.get('content-encoding')).toBe('gzip')
  })

  it('counts a client by the address nginx saw, whatever X-Forwarded-For the client wrote (one trusted hop)', async () => {
    // Every request here reaches nginx from one address; each carries a new address of its own
    // making, which nginx keeps in front of the one it appends.
    const post = () =>
      fetch(`${nginx.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: nginx.url, 'x-forwarded-for': newIp() },
        body: JSON.stringify({ name: 'Ann', email: newEmail('writer'), message: 'Hello there, a message.' }),
      })
    const statuses: number[] = []
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) statuses.push((await post()).status)
    expect(statuses.slice(0, CONTACT_RATE_LIMIT.limit)).toEqual(Array(CONTACT_RATE_LIMIT.limit).fill(200))
    expect(statuses.at(-1)).toBe(429)
  })
})
