import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase } from '@/platform/db/test-databases'
import type { EmailMessage, EmailSender } from '@/platform/email/sender'
import { TEST_IDENTITY } from '@/booking/fair/test-places'
import { bookingWindow } from './rules'
import { book } from './service'
import { listReservations } from './store'
import { loadTarget, type ReservableTarget } from './targets'
import { useMigratedDatabase } from '@/platform/db/migrated-database'

// The booking step in-process on both databases, with the demo content and an email provider
// that fails (the one boundary replaced): the place is kept and the answer says the email failed.

const failing: EmailSender = {
  send: async () => {
    throw new Error('provider down')
  },
}

async function firstTourWithSessions(): Promise<ReservableTarget> {
  const { demoDocuments, demoYears, ofType } = await import('../../../test/demo-dataset')
  const docs = demoDocuments()
  const { current } = demoYears(docs)
  const tour = ofType(docs, 'tour').find((t) => t.year === current && Array.isArray(t.sessions) && !t.membersOnly)
  const target = await loadTarget('tour-session', String(tour?._id))
  if (!target) throw new Error('no reservable tour in the demo dataset')
  return target
}

onEachDatabase('booking', (target) => {
  let db: Kysely<Database>
  useMigratedDatabase(target, (_database, connection) => {
    db = connection
  })

  it('keeps the place when the confirmation email cannot be sent, and says so', async () => {
    const tour = await firstTourWithSessions()
    const session = tour.sessions.find((s) => !s.membersOnly && s.mode === 'first-come')
    if (!session) throw new Error('no open session')
    const now = new Date(bookingWindow(session).opensToAll.getTime() + 1)
    const deps = { db, sender: failing, from: TEST_IDENTITY, now, siteUrl: 'http://localhost:3000', load: loadTarget }
    const result = await book(
      deps,
      { userId: 'u-1', email: 'u1@example.org', member: false, language: null },
      { kind: 'tour-session', targetId: tour.id, sessionKey: session.key, seats: 2 },
    )
    expect(result).toMatchObject({ ok: true, emailSent: false, title: tour.title })
    expect(await listReservations(db, 'u-1')).toEqual([expect.objectContaining({ target_id: tour.id, session_key: session.key, seats: 2 })])
    const counter = await db
      .selectFrom('capacity_counters')
      .select(['capacity', 'taken'])
      .where('target_id', '=', tour.id)
      .where('session_key', '=', session.key)
      .executeTakeFirst()
    expect(counter).toEqual({ capacity: session.capacity, taken: 2 })
  })

  it('sends the confirmation to the booker with the page and My OHC links', async () => {
    const tour = await firstTourWithSessions()
    const session = tour.sessions.find((s) => !s.membersOnly && s.mode === 'first-come')
    if (!session) throw new Error('no open session')
    const sent: EmailMessage[] = []
    const deps = {
      db,
      sender: { send: async (m: EmailMessage) => void sent.push(m) },
      from: TEST_IDENTITY,
      now: new Date(bookingWindow(session).opensToAll.getTime() + 1),
      siteUrl: 'https://ohc.example.org',
      load: loadTarget,
    }
    const result = await book(
      deps,
      { userId: 'u-2', email: 'u2@example.org', member: false, language: null },
      { kind: 'tour-session', targetId: tour.id, sessionKey: session.key, seats: 1 },
    )
    expect(result).toMatchObject({ ok: true, emailSent: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe('u2@example.org')
    expect(sent[0]?.text).toContain(`https://ohc.example.org${tour.path}`)
    expect(sent[0]?.text).toContain('https://ohc.example.org/my-ohc/site-tours')
    expect(sent[0]?.html).toContain('1 place')
    // Headed by the site's title and signed by its centre, as the settings name them.
    expect(sent[0]?.text.trimEnd().endsWith(TEST_IDENTITY.centre)).toBe(true)
    expect(sent[0]?.html).toContain(TEST_IDENTITY.title)
  })
})
