import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { confirmationTokenHash } from '@/visitors/forms/confirmation-token'
import { NEWSLETTER_ADDRESS_LIMIT, NEWSLETTER_MESSAGES } from '@/visitors/forms/newsletter'
import { CONFIRM_MESSAGES } from '@/visitors/forms/newsletter-confirm'
import { newEmail, newIp } from './addresses'
import { mailsTo, startOwnServer, type OwnServer } from './own-server'

// The newsletter's double opt-in on the real server (production build), on SQLite and on
// PostgreSQL: a sign-up only emails a link; the link's page changes nothing until Confirm is
// pressed; a link works once, for 7 days; two presses at once add the address once; a sign-up
// answers the same whether the address is new, waiting or subscribed; and both forms refuse
// posts from other sites.

const SUBSCRIBED = 'You’re subscribed to the Open House Chicago newsletter'
const ALREADY = 'You’re already on the Open House Chicago newsletter list'

onEachDatabase('newsletter double opt-in', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  let server: OwnServer

  beforeAll(async () => {
    database = await target.create()
    server = await startOwnServer(database)
    db = database.connect()
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.baseURL, 'x-forwarded-for': newIp(), ...headers },
      body: JSON.stringify(body),
    })
  const signUp = (email: string, headers: Record<string, string> = {}) => post('/api/newsletter', { email, name: 'Ada' }, headers)
  const confirm = (token: string, headers: Record<string, string> = {}) => post('/api/newsletter/confirm', { token }, headers)

  const subscribers = (email: string) => db.selectFrom('form_submissions').selectAll().where('email', '=', email).execute()
  const waiting = (email: string) => db.selectFrom('newsletter_confirmations').selectAll().where('email', '=', email).execute()
  const mails = (email: string, subject: string) => mailsTo(server.outboxDir, email).filter((m) => m.subject === subject)

  /** The token of the latest confirmation link emailed to an address. */
  function latestToken(email: string): string {
    const link = mailsTo(server.outboxDir, email)
      .filter((m) => m.link?.includes('/newsletter/confirm?token='))
      .at(-1)?.link
    const token = link ? new URL(link).searchParams.get('token') : null
    if (!token) throw new Error(`no confirmation link to ${email}`)
    return token
  }

  it('a sign-up adds nobody, the link’s page changes nothing, Confirm adds the address, and the link works once', async () => {
    const email = newEmail('subscriber')
    const signedUp = await signUp(email)
    expect(signedUp.status).toBe(200)
    expect(await signedUp.json()).toEqual({ outcome: 'success', message: NEWSLETTER_MESSAGES.success })
    expect(await subscribers(email)).toEqual([])
    const token = latestToken(email)
    expect(token).toMatch(/^[\w-]{43}$/)
    // Kept hashed, never as it is.
    const pending = await waiting(email)
    expect(pending.map((row) => row.token_hash)).toEqual([confirmationTokenHash(token)])
    expect(JSON.stringify(pending)).not.toContain(token)

    // What a mail scanner does: open the link. The page offers Confirm and adds nobody.
    const page = await fetch(`${server.baseURL}/newsletter/confirm?token=${token}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('action="/api/newsletter/confirm"')
    expect(html).toContain(`value="${token}"`)
    expect(await subscribers(email)).toEqual([])

    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ outcome: 'success', message: CONFIRM_MESSAGES.success })
    expect((await subscribers(email)).map((row) => JSON.parse(row.payload) as unknown)).toEqual([{ email, name: 'Ada' }])
    expect(await waiting(email)).toEqual([])
    expect(mails(email, SUBSCRIBED)).toHaveLength(1)

    const replayed = await confirm(token)
    expect(replayed.status).toBe(400)
    expect(await replayed.json()).toEqual({ outcome: 'invalid', message: CONFIRM_MESSAGES.invalid })
    expect(await subscribers(email)).toHaveLength(1)
    expect(mails(email, SUBSCRIBED)).toHaveLength(1)
  })

  it('answers a sign-up the same whether the address is new, waiting or subscribed, and limits sign-ups per address', async () => {
    const email = newEmail('again')
    const answers: unknown[] = []
    const first = await signUp(email)
    answers.push([first.status, await first.json()])
    const firstToken = latestToken(email)
    const second = await signUp(email.toUpperCase())
    answers.push([second.status, await second.json()])
    expect(await confirm(latestToken(email)).then((r) => r.status)).toBe(200)
    const third = await signUp(email)
    answers.push([third.status, await third.json()])
    expect(answers).toEqual(Array(3).fill([200, { outcome: 'success', message: NEWSLETTER_MESSAGES.success }]))
    // The subscriber hears that there is nothing to do; the address is on the list once.
    expect(mails(email, ALREADY)).toHaveLength(1)
    expect(await subscribers(email)).toHaveLength(1)
    // The earlier link of the address says so too, once, and adds nothing.
    const earlier = await confirm(firstToken)
    expect(earlier.status).toBe(200)
    expect(await earlier.json()).toEqual({ outcome: 'success', message: CONFIRM_MESSAGES.success })
    expect((await confirm(firstToken)).status).toBe(400)
    expect(await subscribers(email)).toHaveLength(1)
    expect(mails(email, SUBSCRIBED)).toHaveLength(1)

    expect(NEWSLETTER_ADDRESS_LIMIT.limit).toBe(3)
    const over = await signUp(email)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.json()).toMatchObject({ outcome: 'limited', message: NEWSLETTER_MESSAGES.limitedAddress })
    expect(mails(email, ALREADY)).toHaveLength(1)
    // Another address is not affected.
    expect((await signUp(newEmail('other'))).status).toBe(200)
  })

  it('two presses of Confirm at once: one wins, and the address is on the list once', async () => {
    const email = newEmail('race')
    expect((await signUp(email)).status).toBe(200)
    const token = latestToken(email)
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 400])
    expect(await subscribers(email)).toHaveLength(1)
    expect(mails(email, SUBSCRIBED)).toHaveLength(1)

    // Two links of one address, pressed at once: both say subscribed, the list has it once.
    const twice = newEmail('race-two')
    expect((await signUp(twice)).status).toBe(200)
    const one = latestToken(twice)
    expect((await signUp(twice)).status).toBe(200)
    const other = latestToken(twice)
    expect(other).not.toBe(one)
    const both = await Promise.all([confirm(one), confirm(other)])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(await subscribers(twice)).toHaveLength(1)
    expect(mails(twice, SUBSCRIBED)).toHaveLength(1)
  })

  it('an expired link confirms nothing', async () => {
    const email = newEmail('late')
    expect((await signUp(email)).status).toBe(200)
    const token = latestToken(email)
    // Seven days on: the link's expiry is its creation time.
    const aged = await db
      .updateTable('newsletter_confirmations')
      .set((eb) => ({ expires_at: eb.ref('created_at') }))
      .where('email', '=', email)
      .executeTakeFirst()
    expect(Number(aged.numUpdatedRows)).toBe(1)
    const late = await confirm(token)
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ outcome: 'invalid', message: CONFIRM_MESSAGES.invalid })
    expect(await subscribers(email)).toEqual([])
    expect(mails(email, SUBSCRIBED)).toHaveLength(0)
  })

  it('Confirm posted by the page as a form comes back to the page with the outcome', async () => {
    const email = newEmail('form')
    expect((await signUp(email)).status).toBe(200)
    const token = latestToken(email)
    const pressed = await fetch(`${server.baseURL}/api/newsletter/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseURL, 'x-forwarded-for': newIp() },
      body: new URLSearchParams({ token }),
    })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/newsletter/confirm?result=success')
    expect(await subscribers(email)).toHaveLength(1)
    const page = await fetch(`${server.baseURL}/newsletter/confirm?result=success`)
    expect(await page.text()).toContain(CONFIRM_MESSAGES.success)
  })

  it('refuses posts from another site, or with no Origin, on the sign-up, the confirmation and the contact form', async () => {
    const email = newEmail('foreign')
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      expect((await signUp(email, headers)).status).toBe(403)
      expect((await post('/api/contact', { name: 'Eve', email, message: 'Hello there, a message.' }, headers)).status).toBe(403)
    }
    const anonymous = { 'content-type': 'application/json', 'x-forwarded-for': newIp() }
    const bare = (path: string, body: unknown) =>
      fetch(`${server.baseURL}${path}`, { method: 'POST', headers: anonymous, body: JSON.stringify(body) })
    expect((await bare('/api/newsletter', { email })).status).toBe(403)
    expect((await bare('/api/contact', { name: 'Eve', email, message: 'Hello there, a message.' })).status).toBe(403)
    expect(await waiting(email)).toEqual([])
    expect(await subscribers(email)).toEqual([])
    expect(mailsTo(server.outboxDir, email)).toEqual([])

    // A real link, pressed from another site: refused, and the link still works from the site.
    const invited = newEmail('invited')
    expect((await signUp(invited)).status).toBe(200)
    const token = latestToken(invited)
    expect((await confirm(token, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await bare('/api/newsletter/confirm', { token })).status).toBe(403)
    expect(await subscribers(invited)).toEqual([])
    expect((await confirm(token)).status).toBe(200)
  })
})
