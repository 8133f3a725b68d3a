import { afterAll, beforeAll, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import type { EmailMessage } from '@/platform/email/sender'
import { AFTER_DRAW, ballot, ENTRIES_OPEN, sessionOf, small } from './demo-sessions'
import { callAt, mailsTo, signInAt, startOwnServer, type OwnServer, type Visitor } from './own-server'
import { requestLink } from './sign-in'

// A member's emails in the language they chose, on the real server: one member chooses Spanish in
// My OHC (better-auth's update-user), another keeps the default, English; both book a first-come
// session, enter a ballot, are drawn by the scheduled work and ask for a new sign-in link, and
// each email comes in its reader's language. The choice is refused for a language the festival
// does not offer, for a visitor signed out and from another site.

const SECRET = 'cron-secret-of-the-email-languages-test'
const FOREIGN = 'https://elsewhere.example'

/** The emails to a visitor since `since` of them. */
const newMails = (server: OwnServer, who: Visitor, since: number): EmailMessage[] => mailsTo(server.outboxDir, who.email).slice(since)

async function waitForMails(server: OwnServer, who: Visitor, count: number): Promise<EmailMessage[]> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mails = mailsTo(server.outboxDir, who.email)
    if (mails.length >= count) return mails
    await new Promise((r) => setTimeout(r, 100))
  }
  return mailsTo(server.outboxDir, who.email)
}

onEachDatabase('emails in the member’s language', (target) => {
  let database: DatabaseUnderTest
  let server: OwnServer
  let ana: Visitor
  let bob: Visitor
  const choose = (who: Visitor | undefined, language: unknown, origin?: string) =>
    callAt(server, who, 'POST', '/api/auth/update-user', { language }, origin)

  beforeAll(async () => {
    database = await target.create()
    server = await startOwnServer(database, { OHC_TEST_NOW: ENTRIES_OPEN.toISOString() })
    ;[ana, bob] = await Promise.all([signInAt(server), signInAt(server)])
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  it('takes a language the festival offers, and refuses any other, signed out or from another site', async () => {
    const french = await choose(ana, 'fr')
    expect(french.status).toBe(400)
    expect(((await french.json()) as { message: string }).message).toBe('Choose one of the site’s languages: English (en), Español (es).')
    expect((await choose(ana, ['es'])).status).toBe(400)
    expect((await choose(undefined, 'es')).status).toBe(401)
    expect((await choose(ana, 'es', FOREIGN)).status).toBe(403)
    // Twice is the same as once.
    expect((await choose(ana, 'es')).status).toBe(200)
    expect((await choose(ana, 'es')).status).toBe(200)
    const session = (await (await callAt(server, ana, 'GET', '/api/auth/get-session')).json()) as { user: { language: string } }
    expect(session.user.language).toBe('es')
    const other = (await (await callAt(server, bob, 'GET', '/api/auth/get-session')).json()) as { user: { language: string | null } }
    expect(other.user.language ?? null).toBeNull()
    // The choice is the member's data: their export carries it.
    const exported = (await (await callAt(server, ana, 'GET', '/api/me/export')).json()) as { profile: { language: string | null } }
    expect(exported.profile.language).toBe('es')
  })

  it('confirms a booking and a ballot entry in each reader’s language', async () => {
    const before = { ana: mailsTo(server.outboxDir, ana.email).length, bob: mailsTo(server.outboxDir, bob.email).length }
    for (const who of [ana, bob]) {
      expect((await callAt(server, who, 'POST', '/api/reservations', { ...sessionOf(small), seats: 1 })).status).toBe(201)
      expect((await callAt(server, who, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 })).status).toBe(201)
    }
    const spanish = newMails(server, ana, before.ana)
    const english = newMails(server, bob, before.bob)
    expect(spanish.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reserva hecha: /),
      expect.stringMatching(/^Estás en el sorteo: /),
    ])
    expect(english.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You're booked: /),
      expect.stringMatching(/^You're in the ballot: /),
    ])
    for (const m of spanish) expect(m.html).toMatch(/<html[^>]* lang="es"/)
    for (const m of english) expect(m.html).toMatch(/<html[^>]* lang="en"/)
    expect(spanish[0]!.text).toContain('Tienes 1 plaza para')
    expect(english[0]!.text).toContain('You have 1 place for')
  })

  it('sends the draw’s results and a new sign-in link in each reader’s language', async () => {
    const before = { ana: mailsTo(server.outboxDir, ana.email).length, bob: mailsTo(server.outboxDir, bob.email).length }
    const after = await startOwnServer(database, { OHC_TEST_NOW: AFTER_DRAW.toISOString(), CRON_SECRET: SECRET })
    try {
      const tick = await fetch(`${after.baseURL}/api/jobs/tick`, { headers: { authorization: `Bearer ${SECRET}` } })
      expect(tick.status).toBe(200)
      const results = (server: OwnServer, who: Visitor, since: number) =>
        newMails(server, who, since).filter((m) => /won|waitlist|ganado|espera/.test(m.subject))
      const spanish = results(after, ana, 0)
      const english = results(after, bob, 0)
      expect(spanish.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^(Has ganado plaza|El sorteo de .+: estás en la lista de espera)/),
      ])
      expect(english.map((m) => m.subject)).toEqual([expect.stringMatching(/^(You won a place|The draw for .+: you're on the waitlist)/)])
    } finally {
      await after.stop()
    }
    for (const who of [ana, bob]) expect((await requestLink(who.email, who.ip, {}, server)).status).toBe(200)
    const [anaLink, bobLink] = await Promise.all([waitForMails(server, ana, before.ana + 1), waitForMails(server, bob, before.bob + 1)])
    expect(anaLink.at(-1)?.subject).toMatch(/^Tu enlace para entrar en /)
    expect(bobLink.at(-1)?.subject).toMatch(/^Your sign-in link for /)
  })

  it('sends a sign-in link asked from a page in Spanish in Spanish, whatever the account chose, and from an English page in the account’s', async () => {
    const before = mailsTo(server.outboxDir, bob.email).length
    expect((await requestLink(bob.email, bob.ip, { callbackURL: '/es/my-ohc' }, server)).status).toBe(200)
    const asked = await waitForMails(server, bob, before + 1)
    expect(asked).toHaveLength(before + 1)
    expect(asked.at(-1)?.subject).toMatch(/^Tu enlace para entrar en /)
    // The link brings the reader back to the Spanish page.
    expect(asked.at(-1)?.text).toContain(encodeURIComponent('/es/my-ohc'))
    const anaBefore = mailsTo(server.outboxDir, ana.email).length
    expect((await requestLink(ana.email, ana.ip, { callbackURL: '/sites' }, server)).status).toBe(200)
    const anas = await waitForMails(server, ana, anaBefore + 1)
    expect(anas).toHaveLength(anaBefore + 1)
    expect(anas.at(-1)?.subject).toMatch(/^Tu enlace para entrar en /)
  })
})
