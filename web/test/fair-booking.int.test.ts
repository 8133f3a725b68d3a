import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import type { BallotAvailability } from '@/booking/fair/ballot-availability'
import type { ballotEntryResponse, confirmResponse, drawResponse, myPlacesResponse, waitlistResponse } from '@/booking/fair/wire'
import type { SessionAvailability } from '@/booking/reservations/availability'
import { AFTER_DRAW, ballot, ENTRIES_OPEN, sessionOf, small } from './demo-sessions'
import { callAt, mailsTo, signInAt, startOwnServer, type OwnServer, type Visitor } from './own-server'

// Fair booking over HTTP on the real server (production build), on a SQLite file and on
// PostgreSQL: a demo ballot entered while its entries are open, then drawn by the scheduled work
// (the tick route of a second server whose clock is past the draw time, on the same database),
// won and confirmed into a ticket; a full first-come session's waitlist, and its offers when
// places are given back. Each endpoint is also tried anonymously, from another site, with another
// visitor's id, twice, and by racing requests.

const SECRET = 'cron-secret-of-the-fair-booking-test'
const FOREIGN = 'https://elsewhere.example'

// The answers as the API documents them (booking/fair/wire.ts), so a renamed field fails to compile.
type Availability = { data: { sessions: (SessionAvailability & { ballot: BallotAvailability | null })[] } }
type Draw = z.infer<typeof drawResponse>
type Entered = z.infer<typeof ballotEntryResponse>
type Confirmed = z.infer<typeof confirmResponse>
type Joined = z.infer<typeof waitlistResponse>
type Mine = z.infer<typeof myPlacesResponse>['data']
type Refused = { error: { code: string; message: string } }
type Booked = { data: { id: string } }

/** The item, or the test fails saying what was missing. */
function present<T>(item: T | undefined, what: string): T {
  if (item === undefined) throw new Error(`expected ${what}`)
  return item
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

onEachDatabase('fair booking over HTTP', (target) => {
  let database: DatabaseUnderTest
  let before: OwnServer
  const call = (who: Visitor | undefined, method: string, path: string, body?: unknown, origin?: string) =>
    callAt(before, who, method, path, body, origin)
  const places = async (server: OwnServer, who: Visitor) =>
    (await json<{ data: Mine }>(await callAt(server, who, 'GET', '/api/me/places'))).data

  beforeAll(async () => {
    database = await target.create()
    before = await startOwnServer(database, { OHC_TEST_NOW: ENTRIES_OPEN.toISOString() })
  })
  afterAll(async () => {
    await before?.stop()
    await database?.dispose()
  })

  describe('a ballot', () => {
    const entrants: Visitor[] = []
    let seedHash = ''

    it('publishes the draw’s commitment on the session before anyone enters', async () => {
      const availability = await json<Availability>(
        await call(undefined, 'GET', `/api/availability?kind=tour-session&targetId=${ballot.tourId}`),
      )
      const standing = availability.data.sessions.find((s) => s.key === ballot.key)
      expect(standing?.booking).toBe('ballot')
      expect(standing?.ballot).toMatchObject({ phase: 'open', maxParty: 2, seed: null, drawnAt: null })
      expect(standing?.ballot?.seedHash).toMatch(/^[0-9a-f]{64}$/)
      seedHash = standing?.ballot?.seedHash ?? ''
      const draw = await call(undefined, 'GET', `/api/draws?kind=tour-session&targetId=${ballot.tourId}&sessionKey=${ballot.key}`)
      expect(draw.status).toBe(200)
      expect((await json<Draw>(draw)).data).toMatchObject({ seedHash, seed: null, publication: null })
    })

    it('refuses an anonymous entry, one from another site, a party too big, and booking it first come', async () => {
      const me = await signInAt(before)
      expect((await call(undefined, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 })).status).toBe(401)
      expect((await call(me, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 }, FOREIGN)).status).toBe(403)
      const big = await call(me, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 3 })
      expect(big.status).toBe(400)
      expect((await json<Refused>(big)).error.message).toBe('An entry is for 1 to 2 people.')
      const booked = await call(me, 'POST', '/api/reservations', { ...sessionOf(ballot), seats: 1 })
      expect(booked.status).toBe(409)
      expect((await json<Refused>(booked)).error.code).toBe('ballot')
      expect((await places(before, me)).entries).toEqual([])
    })

    it('enters once however often the same visitor sends it at once, and emails the commitment', async () => {
      const me = await signInAt(before)
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call(me, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 2 })),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
      const entered = await json<Entered>(answers.find((a) => a.status === 201)!)
      expect(entered.data).toMatchObject({ state: 'entered', party: 2, seedHash })
      expect(entered.email).toEqual({ sent: true })
      const mail = mailsTo(before.outboxDir, me.email).find((m) => m.text.includes(seedHash))
      expect(mail, 'the entry email carries the hash').toBeDefined()
      expect((await places(before, me)).entries).toEqual([expect.objectContaining({ id: entered.data.id, state: 'entered', party: 2 })])
      entrants.push(me)
    })

    it('withdraws only the visitor’s own entry, and a withdrawn visitor may enter again', async () => {
      const me = await signInAt(before)
      const other = await signInAt(before)
      const entered = await json<Entered>(await call(me, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 }))
      const id = entered.data.id
      expect((await call(other, 'DELETE', `/api/ballot-entries/${id}`)).status).toBe(404)
      expect((await call(undefined, 'DELETE', `/api/ballot-entries/${id}`)).status).toBe(401)
      expect((await call(me, 'DELETE', `/api/ballot-entries/${id}`, undefined, FOREIGN)).status).toBe(403)
      expect((await call(me, 'DELETE', `/api/ballot-entries/${id}`)).status).toBe(204)
      expect((await call(me, 'DELETE', `/api/ballot-entries/${id}`)).status).toBe(204)
      expect((await places(before, me)).entries).toEqual([expect.objectContaining({ id, state: 'withdrawn' })])
      expect((await call(me, 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 })).status).toBe(201)
      entrants.push(me)
    })

    it('is drawn once by the scheduled work, reveals a seed matching the hash, and the winners confirm into tickets', async () => {
      const after = await startOwnServer(database, { OHC_TEST_NOW: AFTER_DRAW.toISOString(), CRON_SECRET: SECRET })
      try {
        const ticks = await Promise.all(
          [1, 2].map(() => fetch(`${after.baseURL}/api/jobs/tick`, { headers: { authorization: `Bearer ${SECRET}` } })),
        )
        expect(ticks.map((t) => t.status)).toEqual([200, 200])
        const draw = await json<Draw>(
          await fetch(`${after.baseURL}/api/draws?kind=tour-session&targetId=${ballot.tourId}&sessionKey=${ballot.key}`),
        )
        expect(draw.data.seedHash).toBe(seedHash)
        const seed = present(draw.data.seed ?? undefined, 'the revealed seed')
        const publication = present(draw.data.publication ?? undefined, 'the published draw')
        expect(createHash('sha256').update(seed).digest('hex')).toBe(seedHash)
        // Two entrants for more places than they need: both win, in an order anyone can redo.
        expect(publication.order).toHaveLength(2)
        expect(publication.winners).toHaveLength(2)
        const key = (id: string) => createHash('sha256').update(`${seed}:${id}`).digest('hex')
        expect(publication.order).toEqual([...publication.order].sort((a, b) => (key(a) < key(b) ? -1 : 1)))

        const [winner, second] = entrants
        const mine = await places(after, winner!)
        expect(mine.entries[0]).toMatchObject({ state: 'won', position: expect.any(Number) })
        const offer = present(mine.offers[0], 'the winner’s offer')
        expect(offer).toMatchObject({ state: 'open', reason: 'draw', seats: 2 })
        const confirm = (who: Visitor | undefined, origin?: string) =>
          callAt(after, who, 'POST', `/api/offers/${offer.id}/confirm`, undefined, origin)
        expect((await confirm(undefined)).status).toBe(401)
        expect((await confirm(second)).status).toBe(404)
        expect((await confirm(winner, FOREIGN)).status).toBe(403)
        const raced = await Promise.all([confirm(winner), confirm(winner), confirm(winner)])
        expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409])
        const confirmed = await json<Confirmed>(raced.find((r) => r.status === 201)!)
        expect(confirmed.data.seats).toBe(2)
        const ticket = present((await places(after, winner!)).tickets[0], 'a ticket')
        expect(ticket).toMatchObject({ id: confirmed.data.ticketId, seats: 2, checkedInAt: null })
        expect(ticket.code).toEqual(expect.any(String))
        expect(mailsTo(after.outboxDir, winner!.email).length + mailsTo(before.outboxDir, winner!.email).length).toBeGreaterThan(1)

        // The second winner declines: nobody else entered, so the places go back to the counter.
        const declined = present((await places(after, second!)).offers[0], 'the second winner’s offer')
        expect((await callAt(after, winner, 'POST', `/api/offers/${declined.id}/decline`)).status).toBe(404)
        expect((await callAt(after, second, 'POST', `/api/offers/${declined.id}/decline`)).status).toBe(204)
        expect((await callAt(after, second, 'POST', `/api/offers/${declined.id}/confirm`)).status).toBe(409)
        // Entering after the draw is refused.
        const late = await callAt(after, await signInAt(after), 'POST', '/api/ballot-entries', { ...sessionOf(ballot), party: 1 })
        expect(late.status).toBe(409)
      } finally {
        await after.stop()
      }
    }, 120_000)
  })

  describe('a first-come waitlist', () => {
    it('is joined only when the session is full, once, and leaves only the visitor’s own place', async () => {
      const waiting = { ...sessionOf(small), party: 1 }
      const early = await signInAt(before)
      expect((await call(early, 'POST', '/api/waitlist', waiting)).status).toBe(409)
      // Fill the session, four places at a time, keeping who holds what.
      const holders: { who: Visitor; id: string }[] = []
      for (let left = small.capacity; left > 0; left -= Math.min(4, left)) {
        const who = await signInAt(before)
        const booked = await call(who, 'POST', '/api/reservations', { ...sessionOf(small), seats: Math.min(4, left) })
        expect(booked.status).toBe(201)
        holders.push({ who, id: (await json<Booked>(booked)).data.id })
      }
      expect((await call(undefined, 'POST', '/api/waitlist', waiting)).status).toBe(401)
      expect((await call(early, 'POST', '/api/waitlist', waiting, FOREIGN)).status).toBe(403)
      const line = await Promise.all([1, 2, 3].map(() => signInAt(before)))
      const joined: Joined['data'][] = []
      for (const who of line) {
        const answers = await Promise.all([call(who, 'POST', '/api/waitlist', waiting), call(who, 'POST', '/api/waitlist', waiting)])
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
        joined.push((await json<Joined>(answers.find((a) => a.status === 201)!)).data)
      }
      expect(joined.map((j) => j.ahead)).toEqual([0, 1, 2])
      expect((await call(line[0], 'DELETE', `/api/waitlist/${present(joined[2], 'a third waitlist place').id}`)).status).toBe(404)
      expect((await call(line[2], 'DELETE', `/api/waitlist/${present(joined[2], 'a third waitlist place').id}`)).status).toBe(204)

      // Two holders give their places back at once: one offer each, to the first two in line.
      const [a, b] = holders
      const cancelled = await Promise.all([a, b].map((h) => call(h!.who, 'DELETE', `/api/reservations/${h!.id}`)))
      expect(cancelled.map((c) => c.status)).toEqual([204, 204])
      expect((await call(a!.who, 'DELETE', `/api/reservations/${a!.id}`)).status).toBe(404)
      const offers = await Promise.all(line.slice(0, 2).map(async (who) => (await places(before, who!)).offers))
      expect(offers.map((o) => o.length)).toEqual([1, 1])
      expect(offers.flat().map((o) => [o.state, o.reason])).toEqual([
        ['open', 'freed'],
        ['open', 'freed'],
      ])
      expect((await places(before, line[2]!)).offers).toEqual([])
      expect(mailsTo(before.outboxDir, line[0]!.email).some((m) => /place/i.test(m.subject))).toBe(true)
      // The first in line takes theirs: a ticket, and the session is full again for anyone else.
      const taken = await call(line[0], 'POST', `/api/offers/${present(offers[0]?.[0], 'the first offer').id}/confirm`)
      expect(taken.status).toBe(201)
      expect((await places(before, line[0]!)).tickets).toHaveLength(1)
    }, 180_000)
  })
})
