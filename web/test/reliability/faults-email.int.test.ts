import { randomBytes } from 'node:crypto'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_FAILED_MESSAGE } from '@/platform/email/sender'
import { CONTACT_MESSAGES } from '@/visitors/forms/contact'
import { NEWSLETTER_MESSAGES } from '@/visitors/forms/newsletter'
import { BOOKING_OPENS_DAYS_BEFORE } from '@/booking/reservations/rules'
import { EMAIL_FAILED_MESSAGE } from '@/booking/reservations/service'
import { demoDocuments, demoYears, ofType } from '../demo-dataset'
import { startPrivateServer, type PrivateServer } from './private-server'
import { startResendStandIn, type ProviderMode, type ResendStandIn } from './resend-stand-in'
import { jsonOf, visit } from './visits'

// The email provider down under a running production server: the app's own `resend` client talks
// to a stand-in of Resend's HTTP API (RESEND_BASE_URL) that answers, fails with a 500, refuses
// every connection, or answers 15 s late. What was decided, per thing a visitor does:
// - sign-in: 503 and "we couldn't send the email", and no sign-in link left stored that no email
//   carries (better-auth stores the link before it sends; the app removes it when sending fails);
// - the contact and newsletter forms: 503 and the form's "try again" message, nothing stored (the
//   newsletter's confirmation link included);
// - a reservation: the place is kept (the visitor saw it booked; it shows in My OHC) and the
//   answer says the confirmation email could not be sent.
// Nothing waits on a provider longer than the email time limit.

const NOW = new Date('2026-09-28T17:00:00Z')
/**
 * The server's time limit on the provider (EMAIL_TIMEOUT_MS; 5 s unless set). Shorter than that
 * here: each of the slow provider's tests waits it out.
 */
const EMAIL_LIMIT_MS = 2_000
const BOUND_MS = 8_000
const SLOW_PROVIDER_MS = 15_000

const docs = demoDocuments()
const { current } = demoYears(docs)
const HOUR = 3_600_000
/** A tour session anyone may book at NOW, with room for a few. */
const openSession = ofType(docs, 'tour')
  .filter((t) => t.year === current && !t.membersOnly && Array.isArray(t.sessions))
  .flatMap((t) =>
    // First-come sessions: a ballot's places are the draw's.
    (t.sessions as Record<string, unknown>[])
      .filter((s) => s.booking !== 'ballot')
      .map((s) => ({
        tourId: t._id,
        key: String(s._key),
        start: new Date(String(s.start)).getTime(),
        capacity: Number(s.capacity),
        membersOnly: Boolean(s.membersOnly),
        priority: Number(s.memberPriorityHours ?? 0),
      })),
  )
  .find(
    (s) =>
      !s.membersOnly &&
      s.capacity >= 5 &&
      NOW.getTime() < s.start &&
      NOW.getTime() >= s.start - BOOKING_OPENS_DAYS_BEFORE * 24 * HOUR + s.priority * HOUR,
  )

let provider: ResendStandIn
let server: PrivateServer
let visitor: { email: string; ip: string; cookie: string }

const newEmail = (what: string) => `${what}-${randomBytes(4).toString('hex')}@example.org`
const newIp = () => `10.77.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return visit(server.baseURL, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL, 'x-forwarded-for': newIp(), ...headers },
    body: JSON.stringify(body),
  })
}

const requestLink = (email: string, ip = newIp()) =>
  post('/api/auth/sign-in/magic-link', { email, callbackURL: '/', errorCallbackURL: '/login' }, { 'x-forwarded-for': ip })

/** Rows of the server's own SQLite database that mention an address. */
function rowsAbout(table: 'verification' | 'form_submissions' | 'newsletter_confirmations', email: string): unknown[] {
  const db = new BetterSqlite3(server.sqliteFile, { readonly: true, timeout: 5_000 })
  try {
    const column = table === 'verification' ? 'value' : 'email'
    return db.prepare(`select * from ${table} where lower(${column}) like ?`).all(`%${email.toLowerCase()}%`)
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  if (!openSession) throw new Error(`the demo dataset has no tour session open to everyone at ${NOW.toISOString()}`)
  provider = await startResendStandIn()
  server = await startPrivateServer({
    RESEND_API_KEY: provider.apiKey,
    RESEND_BASE_URL: provider.url,
    EMAIL_TIMEOUT_MS: String(EMAIL_LIMIT_MS),
    OHC_TEST_NOW: NOW.toISOString(),
  })
})

afterAll(async () => {
  await server?.stop()
  await provider?.close()
})

describe('the email provider down or slow', () => {
  it('sends through the provider while it answers: a sign-in link, a message to the staff, a subscriber', async () => {
    const email = newEmail('visitor')
    const ip = newIp()
    expect((await requestLink(email, ip)).status).toBe(200)
    const sent = provider.emails.find((m) => m.to === email)
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(sent?.text ?? '')?.[0]
    expect(link, 'the sign-in email carries its link').toBeDefined()
    const opened = await fetch(link ?? '', { redirect: 'manual', headers: { 'x-forwarded-for': ip } })
    const cookie = opened.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='))
      ?.split(';')[0]
    expect(cookie).toBeDefined()
    visitor = { email, ip, cookie: cookie ?? '' }

    const writer = newEmail('writer')
    const contact = await post('/api/contact', { name: 'Ada', email: writer, topic: 'General', message: 'Is the Rookery open on Sunday?' })
    expect(contact.status, contact.text).toBe(200)
    expect(provider.emails.some((m) => m.text.includes(writer))).toBe(true)
    const subscriber = newEmail('subscriber')
    const newsletter = await post('/api/newsletter', { email: subscriber, name: 'Ada' })
    expect(newsletter.status, newsletter.text).toBe(200)
    // Double opt-in: the provider sends the link to confirm; confirming adds the contact.
    const invitation = provider.emails.find((m) => m.to === subscriber)
    const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(invitation?.text ?? '')?.[1]
    expect(token, 'the confirmation email carries its link').toBeDefined()
    expect(provider.contacts.map((c) => c.email)).not.toContain(subscriber)
    const confirmed = await post('/api/newsletter/confirm', { token })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(provider.contacts.map((c) => c.email)).toContain(subscriber)
    expect(rowsAbout('form_submissions', subscriber)).toHaveLength(1)
  })

  const modes: [string, ProviderMode][] = [
    ['fails with a 500', 'fail'],
    ['refuses every connection', 'refuse'],
    [`answers ${SLOW_PROVIDER_MS / 1000} s late`, { slowMs: SLOW_PROVIDER_MS }],
  ]

  for (const [how, mode] of modes) {
    describe(`when the provider ${how}`, () => {
      beforeAll(() => provider.setMode(mode))
      afterAll(() => provider.setMode('ok'))

      const LONG = 60_000

      it(
        'sign-in says the email could not be sent, and leaves no link stored that no email carries',
        async () => {
          const email = newEmail('locked-out')
          const answer = await requestLink(email)
          expect(answer.status, answer.text).toBe(503)
          expect(jsonOf(answer.text)).toMatchObject({ code: 'EMAIL_SEND_FAILED', message: SEND_FAILED_MESSAGE })
          expect(answer.ms).toBeLessThan(BOUND_MS)
          expect(rowsAbout('verification', email)).toEqual([])
          expect(provider.emails.some((m) => m.to === email)).toBe(false)
        },
        LONG,
      )

      it(
        'the contact form says the message could not be sent, and stores nothing',
        async () => {
          const writer = newEmail('writer')
          const answer = await post('/api/contact', { name: 'Ada', email: writer, topic: 'General', message: 'Hello there.' })
          expect(answer.status, answer.text).toBe(503)
          expect(jsonOf(answer.text)).toMatchObject({ outcome: 'failed', message: CONTACT_MESSAGES.failed })
          expect(answer.ms).toBeLessThan(BOUND_MS)
          expect(rowsAbout('form_submissions', writer)).toEqual([])
        },
        LONG,
      )

      it(
        'the newsletter form says the sign-up failed, and stores nothing',
        async () => {
          const subscriber = newEmail('subscriber')
          const answer = await post('/api/newsletter', { email: subscriber, name: 'Ada' })
          expect(answer.status, answer.text).toBe(503)
          expect(jsonOf(answer.text)).toMatchObject({ outcome: 'failed', message: NEWSLETTER_MESSAGES.failed })
          expect(answer.ms).toBeLessThan(BOUND_MS)
          expect(rowsAbout('form_submissions', subscriber)).toEqual([])
          expect(rowsAbout('newsletter_confirmations', subscriber)).toEqual([])
        },
        LONG,
      )

      it(
        'a reservation keeps the place and says the confirmation email could not be sent',
        async () => {
          const headers = { cookie: visitor.cookie, 'x-forwarded-for': visitor.ip }
          const booked = await post(
            '/api/reservations',
            { kind: 'tour-session', targetId: openSession!.tourId, sessionKey: openSession!.key },
            headers,
          )
          expect(booked.status, booked.text).toBe(201)
          expect(booked.ms).toBeLessThan(BOUND_MS)
          const body = jsonOf(booked.text)
          expect(body).toMatchObject({ email: { sent: false, message: EMAIL_FAILED_MESSAGE } })
          const id = String(Reflect.get(Object(Reflect.get(Object(body), 'data')), 'id'))
          const mine = await visit(server.baseURL, '/api/reservations', { headers })
          expect(mine.status).toBe(200)
          expect(mine.text).toContain(id)
          const cancelled = await visit(server.baseURL, `/api/reservations/${id}`, {
            method: 'DELETE',
            headers: { ...headers, origin: server.baseURL },
          })
          expect(cancelled.status).toBe(204)
        },
        LONG,
      )
    })
  }
})
