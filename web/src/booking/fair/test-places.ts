import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { migrateAll } from '@/visitors/auth/migrate'
import { withAuthTables } from '@/platform/db/auth-tables'
import type { Database } from '@/platform/db/schema'
import type { DatabaseUnderTest, TestTarget } from '@/platform/db/test-databases'
import type { EmailMessage } from '@/platform/email/sender'
import type { BallotSettings } from '@/booking/reservations/rules'
import type { ReservableTarget } from '@/booking/reservations/targets'
import type { PlacesDeps } from './deps'

// What the fair-booking database tests share: a migrated database with better-auth's tables (the
// services read addresses from its user table), accounts, a tour whose one session is drawn by
// ballot or booked first come (the content loader is the one boundary given), and an email sender
// that keeps what it is sent.

/** Whose emails the tests' services send. */
export const TEST_IDENTITY = {
  title: 'Open House Testville',
  centre: 'Testville Architecture Centre',
  languages: { default: 'en', others: ['es'] },
}

/** The ballot's calendar: entries for three weeks, the draw a day later, a week to confirm. */
export const BALLOT: BallotSettings = {
  entryOpens: '2026-09-01T14:00:00.000Z',
  entryCloses: '2026-09-20T14:00:00.000Z',
  drawAt: '2026-09-21T14:00:00.000Z',
  confirmBy: '2026-09-28T14:00:00.000Z',
  maxParty: 3,
  membersShare: 30,
}
export const START = '2026-10-17T15:00:00.000Z'
export const DURING_ENTRIES = new Date('2026-09-10T12:00:00.000Z')
export const AT_DRAW = new Date(BALLOT.drawAt)
/** Inside the first-come booking window (which opens 21 days before the start). */
export const BOOKING_OPEN = new Date('2026-10-01T12:00:00.000Z')

export function tour(options: {
  capacity: number
  ballot?: Partial<BallotSettings>
  membersOnly?: boolean
  start?: string
  siteId?: string | null
}): ReservableTarget {
  const id = `tour.${randomUUID()}`
  return {
    kind: 'tour-session',
    id,
    title: 'River and Rooftops',
    path: `/tours/river-and-rooftops-${id.slice(5, 13)}`,
    siteId: options.siteId ?? null,
    cancelled: false,
    sessions: [
      {
        key: 'sat-10',
        start: options.start ?? START,
        capacity: options.capacity,
        membersOnly: options.membersOnly ?? false,
        memberPriorityHours: 0,
        cancelled: false,
        ...(options.ballot ? { mode: 'ballot' as const, ballot: { ...BALLOT, ...options.ballot } } : { mode: 'first-come' as const }),
      },
    ],
  }
}

export const sessionOfTour = (t: ReservableTarget) => ({ kind: t.kind, targetId: t.id, sessionKey: t.sessions[0]?.key ?? '' })
export const refOfTour = (t: ReservableTarget) => ({ kind: t.kind, id: t.id, sessionKey: t.sessions[0]?.key ?? '' })

/** The emails the places code sends, kept; with `down` set, each send fails as a mail service down would. */
export function capturingSender() {
  const sender = {
    sent: [] as EmailMessage[],
    down: false,
    send: async (message: EmailMessage) => {
      if (sender.down) throw new Error('the mail service is down')
      sender.sent.push(message)
    },
  }
  return sender
}

export function depsFor(
  db: Kysely<Database>,
  targets: ReservableTarget[],
  now: Date,
  sender = capturingSender(),
): PlacesDeps & { sender: ReturnType<typeof capturingSender> } {
  const byId = new Map(targets.map((t) => [t.id, t]))
  return { db, sender, from: TEST_IDENTITY, now, siteUrl: 'https://ohc.example.org', load: async (_kind, id) => byId.get(id) ?? null }
}

/** Accounts `<id>@example.org`, verified. */
export async function addUsers(db: Kysely<Database>, target: TestTarget, ids: string[]): Promise<void> {
  const at = new Date().toISOString()
  const rows = ids.map((id) => ({
    id,
    name: '',
    email: `${id}@example.org`,
    emailVerified: target.label === 'SQLite' ? 1 : true,
    image: null,
    createdAt: at,
    updatedAt: at,
  }))
  for (let i = 0; i < rows.length; i += 200)
    await withAuthTables(db)
      .insertInto('user')
      .values(rows.slice(i, i + 200))
      .execute()
}

/** A booker as the services see them; `language`: the one chosen for their emails (null: the default). */
export const who = (id: string, member = false, language: string | null = null) => ({
  userId: id,
  email: `${id}@example.org`,
  member,
  language,
})

/** A fresh database of this target with our tables and better-auth's, for the enclosing describe. */
export function usePlacesDatabase(target: TestTarget, ready: (database: DatabaseUnderTest, db: Kysely<Database>) => void): void {
  let database: DatabaseUnderTest | undefined
  beforeAll(async () => {
    if (!target.available) return
    database = await target.create()
    const db = database.connect()
    const config = {
      baseURL: 'http://localhost:3000',
      origins: ['http://localhost:3000'],
      secret: 'places-test-secret-0123456789abcdef',
      secureCookies: false,
      linkExpiresIn: 900,
      sessionCacheSeconds: 10,
    }
    await migrateAll(db, { dbType: target.label === 'SQLite' ? 'sqlite' : 'postgres', sender: { send: async () => {} }, config })
    ready(database, db)
  })
  afterAll(() => database?.dispose())
}
