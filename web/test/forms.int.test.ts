import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@/visitors/forms/contact'
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_LIMIT } from '@/visitors/forms/newsletter'
import { demoDocuments } from './demo-dataset'
import { messagesTo } from './outbox'
import { newEmail, newIp } from './sign-in'

// The newsletter and get-in-touch forms' JSON routes and the member-content route on the real
// server (production build, its own SQLite file and outbox). Each test has its own client IP.

const baseURL = inject('baseURL')
const outboxDir = inject('outboxDir')
const sqliteFile = inject('sqliteFile')

const settings = demoDocuments().find((d) => d._id === 'settings')
const staffEmail = String(settings?.staffEmail)

function post(path: string, body: Record<string, string>, ip: string) {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Origin: baseURL },
    body: JSON.stringify(body),
  })
}

function rows(kind: string, email: string): { id: string; payload: string }[] {
  const db = new BetterSqlite3(sqliteFile, { readonly: true, timeout: 5_000 })
  try {
    return db.prepare('select id, payload from form_submissions where kind = ? and email = ?').all(kind, email) as {
      id: string
      payload: string
    }[]
  } finally {
    db.close()
  }
}

describe('newsletter sign-up', () => {
  // Confirming, replays, races and expiry: test/newsletter-opt-in.int.test.ts.
  it('answers “check your email”, emails a link to confirm, and adds nobody until it is confirmed', async () => {
    const email = newEmail()
    const first = await post('/api/newsletter', { email, name: 'Ada' }, newIp())
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ outcome: 'success', message: NEWSLETTER_MESSAGES.success })
    expect(rows('newsletter', email)).toHaveLength(0)
    const sent = messagesTo(outboxDir, email)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.link).toMatch(new RegExp(`^${baseURL}/newsletter/confirm\\?token=[\\w-]{43}$`))
  })

  it('answers 400 with a message for the field, and stores nothing', async () => {
    const response = await post('/api/newsletter', { email: 'not-an-address' }, newIp())
    expect(response.status).toBe(400)
    const body: unknown = await response.json()
    expect(body).toMatchObject({ outcome: 'invalid', fields: { email: expect.stringMatching(/email address/) } })
    expect(rows('newsletter', 'not-an-address')).toHaveLength(0)
  })

  it('answers 429 with a clear message once an address has signed up too often, and stores nothing more', async () => {
    const ip = newIp()
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect((await post('/api/newsletter', { email: newEmail() }, ip)).status).toBe(200)
    }
    const email = newEmail()
    const over = await post('/api/newsletter', { email }, ip)
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ outcome: 'limited', message: NEWSLETTER_MESSAGES.limited })
    expect(messagesTo(outboxDir, email)).toHaveLength(0)
    // Another client is not affected.
    expect((await post('/api/newsletter', { email }, newIp())).status).toBe(200)
  })

  it('stores nothing when the honeypot is filled, yet answers like a success', async () => {
    const email = newEmail()
    const response = await post('/api/newsletter', { email, website: 'http://spam.example' }, newIp())
    expect(response.status).toBe(200)
    expect(rows('newsletter', email)).toHaveLength(0)
    expect(messagesTo(outboxDir, email)).toHaveLength(0)
  })
})

describe('get in touch', () => {
  it('stores the message and emails it to the staff address with the visitor as reply-to', async () => {
    const email = newEmail()
    const message = `A question about step-free access (${email}).`
    const response = await post('/api/contact', { name: 'Grace', email, topic: 'Accessibility', message }, newIp())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ outcome: 'success', message: CONTACT_MESSAGES.success })
    expect(rows('contact', email)).toHaveLength(1)
    const sent = messagesTo(outboxDir, staffEmail).filter((m) => m.text.includes(message))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ replyTo: email, subject: expect.stringContaining('Accessibility') })
  })

  it('answers 400 with a message beside each missing field', async () => {
    const response = await post('/api/contact', { name: '', email: 'x', message: 'short' }, newIp())
    expect(response.status).toBe(400)
    const body: unknown = await response.json()
    expect(body).toMatchObject({
      outcome: 'invalid',
      fields: { name: expect.any(String), email: expect.any(String), message: expect.any(String) },
    })
  })

  it('answers 429 after too many messages from one address', async () => {
    const ip = newIp()
    const send = () => post('/api/contact', { name: 'Ann', email: newEmail(), message: 'Hello there, a message.' }, ip)
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send()).status).toBe(200)
    const over = await send()
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ outcome: 'limited', message: CONTACT_MESSAGES.limited })
  })

  it('stores nothing when the honeypot is filled', async () => {
    const email = newEmail()
    await post('/api/contact', { name: 'Bot', email, message: 'Buy cheap things now!', website: 'x' }, newIp())
    expect(rows('contact', email)).toHaveLength(0)
  })
})

describe('member-only content', () => {
  const testPage = demoDocuments().find((d) => d._type === 'page' && d.path === 'test')
  const body: unknown[] = Array.isArray(testPage?.body) ? testPage.body : []
  const block = body.find(
    (b): b is { _key: string } => typeof b === 'object' && b !== null && Reflect.get(b, '_type') === 'memberOnlyBlock',
  )

  it('refuses a visitor with 403 and a JSON error', async () => {
    expect(block).toBeDefined()
    const response = await fetch(`${baseURL}/api/member-content?page=test&key=${block?._key}`)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 404 for an unknown block or page, and 400 without parameters', async () => {
    expect((await fetch(`${baseURL}/api/member-content?page=test&key=nope`)).status).toBe(404)
    expect((await fetch(`${baseURL}/api/member-content?page=no/such/page&key=${block?._key}`)).status).toBe(404)
    expect((await fetch(`${baseURL}/api/member-content`)).status).toBe(400)
  })
})
