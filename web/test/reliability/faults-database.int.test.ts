import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTargets, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/platform/db/unavailable'
import { MY_OHC_UNAVAILABLE_MESSAGE } from '@/platform/errors/unavailable-page'
import { callAt, signInAt, type OwnServer, type Visitor } from '../own-server'
import { startPrivateServer, type PrivateServer } from './private-server'
import { startFaultProxy, type FaultProxy, type ProxyMode } from './tcp-proxy'
import { demo, expectNoInternals, jsonOf, visit, visitFollowing } from './visits'

// The app database down or slow under a running production server: PostgreSQL behind a TCP proxy
// that refuses every connection or delays every packet by 10 s, and a SQLite file that cannot be
// opened. The public pages and lists do not need the database and answer as usual. Sign-in, My
// OHC, itineraries and reservations answer a clear 503 — the API in its JSON error format, the
// pages with a message in their HTML — and nothing waits longer than the database's time limit.

const SECRET = 'test-secret-of-the-database-fault-server-0123456789'
/**
 * The servers' time limit on the database (DATABASE_TIMEOUT_MS; 5 s unless set). Shorter than
 * that here: each request the slow database holds waits it out, and a dozen of them do.
 */
const DATABASE_LIMIT_MS = 2_000
/** The longest anything may take while the database is down or slow. */
const BOUND_MS = 8_000
const SLOW_DATABASE_MS = 10_000

const PUBLIC = ['/', '/sites', demo.sites[0]!.path, '/events', '/tours', '/api/sites', '/api/events', `/api/sites/${demo.sites[0]!.id}`]

/** A session cookie better-auth accepts as well-formed (signed with the server's secret) for a session that may not exist. */
function signedCookie(token = randomBytes(16).toString('hex')) {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64')
  return `better-auth.session_token=${token}.${encodeURIComponent(signature)}`
}

function asOwnServer(server: PrivateServer, database: DatabaseUnderTest): OwnServer {
  return { baseURL: server.baseURL, outboxDir: server.outboxDir, dbEnv: database.env, stop: () => server.stop() }
}

async function expectPublicServed(server: PrivateServer, cookie: string) {
  for (const page of PUBLIC) {
    const variants: Record<string, string>[] = [{}, { cookie }]
    for (const headers of variants) {
      const answer = await visit(server.baseURL, page, { headers })
      expect(answer.status, `${page} ${JSON.stringify(headers)}`).toBe(200)
      expect(answer.ms, page).toBeLessThan(BOUND_MS)
    }
  }
}

/** The API's answer while the database is out: 503 in its one error format. */
function expectApiUnavailable(answer: { status: number; text: string; ms: number }, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(503)
  expect(jsonOf(answer.text), what).toEqual({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } })
  expect(answer.ms, what).toBeLessThan(BOUND_MS)
}

async function expectAccountUnavailable(server: PrivateServer, who: { cookie: string; ip: string }) {
  const call = (method: string, pathname: string, body?: unknown) =>
    visit(server.baseURL, pathname, {
      method,
      headers: { cookie: who.cookie, origin: server.baseURL, 'x-forwarded-for': who.ip, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  expectApiUnavailable(await call('GET', '/api/itineraries'), 'GET /api/itineraries')
  expectApiUnavailable(await call('POST', '/api/itineraries', { name: 'Saturday' }), 'POST /api/itineraries')
  expectApiUnavailable(await call('GET', '/api/reservations'), 'GET /api/reservations')
  expectApiUnavailable(
    await call('POST', '/api/reservations', { kind: 'tour-session', targetId: 'tour.x', sessionKey: 'k', seats: 1 }),
    'POST /api/reservations',
  )

  // Sign-in: better-auth's endpoints, in better-auth's error shape, with the same 503.
  const session = await call('GET', '/api/auth/get-session')
  expect(session.status, session.text).toBe(503)
  expect(session.ms).toBeLessThan(BOUND_MS)
  const link = await visit(server.baseURL, '/api/auth/sign-in/magic-link', {
    method: 'POST',
    headers: { origin: server.baseURL, 'x-forwarded-for': who.ip, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `someone-${randomBytes(3).toString('hex')}@example.org`, callbackURL: '/' }),
  })
  expect(link.status, link.text).toBe(503)
  expect(jsonOf(link.text)).toMatchObject({ message: expect.stringMatching(/unavailable|try again/i) })
  expect(link.ms).toBeLessThan(BOUND_MS)

  for (const page of ['/my-ohc', '/my-ohc/itineraries', '/iframe/my-ohc']) {
    const answer = await visitFollowing(server.baseURL, page, { headers: { cookie: who.cookie } })
    expect(answer.status, page).toBe(503)
    expect(answer.text, page).toContain(MY_OHC_UNAVAILABLE_MESSAGE)
    expect(answer.ms, page).toBeLessThan(BOUND_MS)
    expectNoInternals(answer.text, page)
  }
}

const postgres = testTargets.find((t) => t.label === 'PostgreSQL')

describe.skipIf(!postgres?.available)('PostgreSQL down or slow', () => {
  let database: DatabaseUnderTest
  let proxy: FaultProxy
  let server: PrivateServer
  let member: Visitor
  let itineraryId: string

  beforeAll(async () => {
    database = await postgres!.create()
    const url = new URL(database.env.DATABASE_URL ?? '')
    proxy = await startFaultProxy(url.hostname, Number(url.port))
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    server = await startPrivateServer({
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_TIMEOUT_MS: String(DATABASE_LIMIT_MS),
    })
    member = await signInAt(asOwnServer(server, database)).catch((error: unknown) => {
      throw new Error(`signing in failed: ${String(error)}\n${server.output()}`)
    })
    const created = await callAt(asOwnServer(server, database), member, 'POST', '/api/itineraries', { name: 'Before the outage' })
    expect(created.status).toBe(201)
    itineraryId = String(Reflect.get(Object(Reflect.get(Object(await created.json()), 'data')), 'id'))
  })

  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await database?.dispose()
  })

  const faults: [string, ProxyMode][] = [
    ['refuses every connection', 'refuse'],
    [`answers ${SLOW_DATABASE_MS / 1000} s late`, { delayMs: SLOW_DATABASE_MS }],
  ]

  for (const [how, mode] of faults) {
    it(`serves the public site as usual and answers 503 for accounts when the database ${how}`, async () => {
      proxy.setMode(mode)
      try {
        await expectPublicServed(server, member.cookie)
        await expectAccountUnavailable(server, member)
      } finally {
        proxy.setMode('pass')
      }
    }, 180_000)

    it(`is back as soon as the database is, after it ${how}`, async () => {
      const deadline = Date.now() + 15_000
      let answer = await callAt(asOwnServer(server, database), member, 'GET', '/api/itineraries')
      while (answer.status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500))
        answer = await callAt(asOwnServer(server, database), member, 'GET', '/api/itineraries')
      }
      expect(answer.status).toBe(200)
      expect(JSON.stringify(await answer.json())).toContain(itineraryId)
    }, 60_000)
  }
})

describe('a SQLite file that cannot be opened', () => {
  let server: PrivateServer
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-fault-sqlite-'))
    // Its folder is a file: neither creating the folder nor opening the database can succeed.
    const blocker = path.join(dir, 'not-a-folder')
    writeFileSync(blocker, 'a file where the database folder should be\n')
    server = await startPrivateServer({
      OHC_SQLITE_FILE: path.join(blocker, 'app.sqlite'),
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_TIMEOUT_MS: String(DATABASE_LIMIT_MS),
    })
  })

  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves the public site as usual and answers 503 for accounts', async () => {
    const someone = { cookie: signedCookie(), ip: `10.9.${1 + (Date.now() % 250)}.7` }
    await expectPublicServed(server, someone.cookie)
    await expectAccountUnavailable(server, someone)
  }, 120_000)
})
