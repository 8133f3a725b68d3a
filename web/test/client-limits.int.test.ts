import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SIGN_IN_LINK_LIMIT, SIGN_IN_PER_CLIENT } from '@/visitors/auth/link-limit'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@/visitors/forms/contact'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { newEmail, newIp } from './addresses'
import { mailsTo, startOwnServer, type OwnServer } from './own-server'

// Rate limits count clients by the address the trusted proxies vouch for (OHC_TRUSTED_PROXIES),
// never by what a client writes into X-Forwarded-For itself; and sign-in links are limited per
// email address too. On the real server (production build), on SQLite and on PostgreSQL.

const contact = (baseURL: string, headers: Record<string, string>) =>
  fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, ...headers },
    body: JSON.stringify({ name: 'Ann', email: newEmail('writer'), message: 'Hello there, a message.' }),
  })

const requestLink = (baseURL: string, email: string, headers: Record<string, string>) =>
  fetch(`${baseURL}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, ...headers },
    body: JSON.stringify({ email, callbackURL: '/', errorCallbackURL: '/login' }),
  })

/** A spoofing client's headers: a new address in each, as if a proxy had written them. */
const spoofed = () => ({ 'x-forwarded-for': newIp(), 'x-real-ip': newIp() })

onEachDatabase('with no trusted proxy (the default)', (target) => {
  let database: DatabaseUnderTest
  let child: ChildProcess | undefined
  let baseURL = ''
  let outboxDir = ''
  let dispose = () => {}
  /** The statuses of the contact posts sent while the server was starting, the first one first. */
  const early: number[] = []

  beforeAll(async () => {
    database = await target.create()
    const port = await freePort()
    baseURL = `http://127.0.0.1:${port}`
    const own = authTestEnv(baseURL)
    dispose = own.dispose
    outboxDir = own.env.OHC_OUTBOX_DIR
    const env = {
      ...own.env,
      DATABASE_URL: database.env.DATABASE_URL ?? '',
      OHC_SQLITE_FILE: database.env.OHC_SQLITE_FILE ?? own.env.OHC_SQLITE_FILE,
      OHC_TRUSTED_PROXIES: '0',
    }
    // A spoofed contact post is the server's very first request: it is sent again and again
    // until the server takes a connection (next start listens before it is ready and holds
    // what arrives meanwhile), so its address is resolved before Next handles anything.
    const starting = startNext(port, env)
    let answered = false
    starting.catch(() => (answered = true))
    while (!answered) {
      try {
        early.push((await contact(baseURL, spoofed())).status)
        answered = true
      } catch {
        await new Promise((r) => setTimeout(r, 20))
      }
    }
    child = await starting
  })

  afterAll(async () => {
    if (child) await stop(child)
    dispose()
    await database?.dispose()
  })

  it('a client’s own X-Forwarded-For does not spread the contact form’s limit, from the first request on', async () => {
    expect(early).toEqual([200])
    const statuses = [...early]
    for (let i = statuses.length; i <= CONTACT_RATE_LIMIT.limit; i++) statuses.push((await contact(baseURL, spoofed())).status)
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.limit).fill(200), 429])
    const over = await contact(baseURL, spoofed())
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ outcome: 'limited', message: CONTACT_MESSAGES.limited })
    // When to try again, as every 429 of the site says it: within the limit's ten minutes.
    const wait = Number(over.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000)
  })

  it('a client’s own X-Forwarded-For does not spread the sign-in links’ limit per client', async () => {
    const { max } = SIGN_IN_PER_CLIENT
    const emails = Array.from({ length: max + 2 }, () => newEmail())
    const answers: Response[] = []
    for (const email of emails) answers.push(await requestLink(baseURL, email, spoofed()))
    const statuses = answers.map((a) => a.status)
    // The limit per client address: room for a venue's Wi-Fi, then refused.
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429, 429])
    // Every 429 says when: the standard header and a sentence in the site's words.
    expect(Number(answers[max]?.headers.get('retry-after'))).toBeGreaterThan(0)
    const refusal = (await answers[max]?.json()) as { code?: string; message?: string }
    expect(refusal.code).not.toBe('TOO_MANY_LINKS')
    expect(refusal.message).toMatch(/^Too many sign-in requests from this connection\. Please try again in \d+ (seconds?|minutes)\.$/)
    expect(mailsTo(outboxDir, emails[max + 1] ?? '')).toHaveLength(0)
  })
})

onEachDatabase('with one trusted proxy', (target) => {
  let database: DatabaseUnderTest
  let server: OwnServer

  beforeAll(async () => {
    database = await target.create()
    server = await startOwnServer(database, { OHC_TRUSTED_PROXIES: '1' })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  it('counts the client by the header’s last entry, whatever the client wrote before it', async () => {
    const client = newIp()
    const statuses: number[] = []
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
      statuses.push((await contact(server.baseURL, { 'x-forwarded-for': `${newIp()}, ${client}` })).status)
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.limit).fill(200), 429])
    // The entry the proxy wrote is another client each time: none of them is limited.
    const proxied = newIp()
    const others: number[] = []
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
      others.push((await contact(server.baseURL, { 'x-forwarded-for': `${proxied}, ${newIp()}` })).status)
    }
    expect(others).toEqual(Array<number>(CONTACT_RATE_LIMIT.limit + 1).fill(200))
  })

  it('sends one address at most 3 sign-in links in 10 minutes, from however many clients, and says when to try again', async () => {
    const email = newEmail()
    const statuses: number[] = []
    for (let i = 0; i < SIGN_IN_LINK_LIMIT.limit; i++)
      statuses.push((await requestLink(server.baseURL, email, { 'x-forwarded-for': newIp() })).status)
    expect(statuses).toEqual([200, 200, 200])
    // The same address, spelled in capitals, from yet another client.
    const over = await requestLink(server.baseURL, email.toUpperCase(), { 'x-forwarded-for': newIp() })
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ code: 'TOO_MANY_LINKS', message: expect.stringMatching(/try again in 10 minutes\.$/) })
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(mailsTo(server.outboxDir, email)).toHaveLength(3)
    // Another address from the same client is not affected.
    const ip = newIp()
    expect((await requestLink(server.baseURL, newEmail(), { 'x-forwarded-for': ip })).status).toBe(200)
  })
})
