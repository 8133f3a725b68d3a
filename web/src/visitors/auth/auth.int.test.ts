import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import type { EmailMessage, EmailSender } from '@/platform/email/sender'
import { SEND_FAILED_MESSAGE } from '@/platform/email/sender'
import type { AuthConfig } from '@/platform/config'
import { migrateAll } from './migrate'
import { createAuth } from './server'

// better-auth's tables and a sign-in round trip in-process, on a SQLite file and on PostgreSQL:
// the server tests (test/auth.int.test.ts) run on SQLite only.

const config: AuthConfig = {
  baseURL: 'http://localhost:3000',
  origins: ['http://localhost:3000'],
  secret: 'in-process-test-secret-0123456789abcdef',
  secureCookies: false,
  linkExpiresIn: 900,
  sessionCacheSeconds: 10,
}

function capturingSender() {
  const sent: EmailMessage[] = []
  const sender: EmailSender = { send: async (message) => void sent.push(message) }
  return { sent, sender }
}
const failingSender: EmailSender = {
  send: async () => {
    throw new Error('provider down')
  },
}

const countVerifications = async (db: Kysely<Database>) => {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from verification`.execute(db)
  return Number(rows[0]?.n)
}

onEachDatabase('auth', (target) => {
  let under: DatabaseUnderTest
  let db: Kysely<Database>
  const dbType = target.label === 'SQLite' ? 'sqlite' : 'postgres'

  beforeAll(async () => {
    under = await target.create()
    db = under.connect()
  })
  afterAll(() => under?.dispose())

  it('creates better-auth’s tables beside ours, and a second run changes nothing', async () => {
    const { sender } = capturingSender()
    const first = await migrateAll(db, { dbType, sender, config })
    expect(first.applied).toContain('0001-app-tables')
    expect(first.authChanges).toEqual(
      expect.arrayContaining(['created user', 'created session', 'created account', 'created verification', 'created rateLimit']),
    )
    const second = await migrateAll(db, { dbType, sender, config })
    expect(second).toEqual({ applied: [], alreadyApplied: first.applied, authChanges: [] })
  })

  it('signs in with the emailed link once, and only once', async () => {
    const { sent, sender } = capturingSender()
    const auth = createAuth({ db, dbType, sender, config })
    const email = 'reader@example.org'
    await auth.api.signInMagicLink({ body: { email, callbackURL: '/' }, headers: new Headers({ origin: config.baseURL }) })
    const link = new URL(sent[0]?.link ?? 'http://missing')
    const token = link.searchParams.get('token') ?? ''
    expect(token).not.toBe('')

    const verified = await auth.api.magicLinkVerify({ query: { token }, headers: new Headers(), asResponse: true })
    const cookie =
      verified.headers
        .getSetCookie()
        .find((c) => c.startsWith('better-auth.session_token='))
        ?.split(';')[0] ?? ''
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(session?.user.email).toBe(email)
    expect(session?.user.emailVerified).toBe(true)

    const again = await auth.api.magicLinkVerify({
      query: { token, callbackURL: '/', errorCallbackURL: '/login' },
      headers: new Headers(),
      asResponse: true,
    })
    expect(again.headers.get('location')).toBe(`${config.baseURL}/login?error=INVALID_TOKEN`)
  })

  it('on https the session cookie is Secure, SameSite=None and Partitioned, so a cross-site frame can sign in', async () => {
    const { sent, sender } = capturingSender()
    const secure: AuthConfig = { ...config, baseURL: 'https://ohc.example', secureCookies: true }
    const auth = createAuth({ db, dbType, sender, config: secure })
    await auth.api.signInMagicLink({
      body: { email: 'framed@example.org', callbackURL: '/' },
      headers: new Headers({ origin: secure.baseURL }),
    })
    const token = new URL(sent[0]?.link ?? 'http://missing').searchParams.get('token') ?? ''
    const verified = await auth.api.magicLinkVerify({ query: { token }, headers: new Headers(), asResponse: true })
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('__Secure-better-auth.session_token=')) ?? ''
    expect(
      cookie
        .split(/;\s*/)
        .slice(1)
        .map((a) => a.toLowerCase()),
    ).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=none', 'partitioned']))
  })

  it('stores the link hashed, not as the token the email carries', async () => {
    const { sent, sender } = capturingSender()
    const auth = createAuth({ db, dbType, sender, config })
    await auth.api.signInMagicLink({ body: { email: 'hash@example.org' }, headers: new Headers({ origin: config.baseURL }) })
    const token = new URL(sent[0]?.link ?? 'http://missing').searchParams.get('token') ?? ''
    const { rows } = await sql<{ identifier: string }>`select identifier from verification`.execute(db)
    expect(rows.some((row) => row.identifier.startsWith('magic-link:'))).toBe(true)
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false)
  })

  it('a failed send tells the visitor to try again and leaves no link behind', async () => {
    const auth = createAuth({ db, dbType, sender: failingSender, config })
    const before = await countVerifications(db)
    const response = await auth.api.signInMagicLink({
      body: { email: 'unlucky@example.org' },
      headers: new Headers({ origin: config.baseURL }),
      asResponse: true,
    })
    expect(response.status).toBe(503)
    const body: unknown = await response.json()
    expect(body).toMatchObject({ message: SEND_FAILED_MESSAGE })
    expect(await countVerifications(db)).toBe(before)
  })
})
