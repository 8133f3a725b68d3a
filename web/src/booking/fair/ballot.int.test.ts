import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase } from '@/platform/db/test-databases'
import { seedHash } from '@/booking/draw/seed'
import { verifyDraw } from '@/booking/draw/verify'
import { book } from '@/booking/reservations/service'
import { ballotCommitment, enterBallot, withdrawEntry } from './enter-ballot'
import { publishedDraw } from './published-draw'
import { runDraw } from './run-draw'
import { AT_DRAW, BALLOT, DURING_ENTRIES, addUsers, depsFor, refOfTour, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// A ballot from entry to draw on both databases: the entry window, one entry per account, parties,
// withdrawing until the draw (and not after), the draw's commitment and its published result
// recomputed from scratch, the members' share, the winners' offers and the emails.

const counter = (db: Kysely<Database>, id: string) =>
  db.selectFrom('capacity_counters').select(['capacity', 'taken']).where('target_id', '=', id).executeTakeFirst()

onEachDatabase('a ballot', (target) => {
  let db: Kysely<Database>
  usePlacesDatabase(target, (_database, connection) => {
    db = connection
  })

  it('takes one entry per account, inside the window, for 1 to the most people, and emails its seal', async () => {
    const t = tour({ capacity: 10, ballot: {} })
    const members = tour({ capacity: 10, ballot: {}, membersOnly: true })
    const firstCome = tour({ capacity: 10 })
    await addUsers(db, target, ['enter-1', 'enter-2'])
    const deps = depsFor(db, [t, members, firstCome], DURING_ENTRIES)
    const request = { ...sessionOfTour(t), party: 2 }

    const early = await enterBallot({ ...deps, now: new Date('2026-08-31T00:00:00.000Z') }, who('enter-1'), request)
    expect(early).toMatchObject({ ok: false, status: 403, code: 'not_open' })
    const late = await enterBallot({ ...deps, now: new Date(BALLOT.entryCloses) }, who('enter-1'), request)
    expect(late).toMatchObject({ ok: false, status: 409, code: 'closed' })
    expect(await enterBallot(deps, who('enter-1'), { ...request, party: 4 })).toMatchObject({ ok: false, code: 'party' })
    expect(await enterBallot(deps, who('enter-1'), { ...sessionOfTour(members), party: 1 })).toMatchObject({
      ok: false,
      code: 'members_only',
    })
    expect(await enterBallot(deps, who('enter-1'), { ...sessionOfTour(firstCome), party: 1 })).toMatchObject({
      ok: false,
      code: 'not_ballot',
    })

    const shown = await ballotCommitment(deps, sessionOfTour(t))
    const entered = await enterBallot(deps, who('enter-1'), request)
    expect(entered).toMatchObject({ ok: true, emailSent: true, entry: { party: 2, state: 'entered', member: 0 } })
    if (!entered.ok) return
    // The seal shown on the page before any entry is the one the entry is drawn under.
    expect(entered.seedHash).toBe(shown?.seedHash)
    expect(shown?.seed).toBeNull()
    expect(await enterBallot(deps, who('enter-1'), { ...request, party: 1 })).toMatchObject({ ok: false, code: 'already_entered' })

    const [email] = deps.sender.sent
    expect(email?.to).toBe('enter-1@example.org')
    expect(email?.text).toContain(entered.seedHash)
    expect(email?.text).toContain(`https://ohc.example.org${t.path}`)
    expect(email?.text).toContain('https://ohc.example.org/my-ohc/places')
    // A reader in Spanish is sent to the pages in Spanish.
    expect(await enterBallot(deps, who('enter-2', false, 'es'), request)).toMatchObject({ ok: true, emailSent: true })
    const spanish = deps.sender.sent.at(-1)
    expect(spanish?.to).toBe('enter-2@example.org')
    expect(spanish?.text).toContain(`https://ohc.example.org/es${t.path}`)
    expect(spanish?.text).toContain('https://ohc.example.org/es/my-ohc/places')
    // Nobody books a ballot's places first come before its draw.
    const booked = await book(deps, who('enter-2'), { ...sessionOfTour(t), seats: 1 })
    expect(booked).toMatchObject({ ok: false, code: 'ballot' })
  })

  it('lets an entry be withdrawn and entered again until the draw, and refuses withdrawing after it', async () => {
    const t = tour({ capacity: 4, ballot: { membersShare: 0 } })
    await addUsers(db, target, ['wd-1', 'wd-2', 'wd-3'])
    const deps = depsFor(db, [t], DURING_ENTRIES)
    const first = await enterBallot(deps, who('wd-1'), { ...sessionOfTour(t), party: 1 })
    if (!first.ok) throw new Error(first.message)
    expect(await withdrawEntry(deps, 'wd-2', first.entry.id)).toMatchObject({ ok: false, status: 404 })
    expect(await withdrawEntry(deps, 'wd-1', first.entry.id)).toMatchObject({ ok: true, entry: { state: 'withdrawn' } })
    const again = await enterBallot(deps, who('wd-1'), { ...sessionOfTour(t), party: 2 })
    expect(again).toMatchObject({ ok: true, entry: { id: first.entry.id, state: 'entered', party: 2 } })
    await enterBallot(deps, who('wd-2'), { ...sessionOfTour(t), party: 3 })

    const drawn = await runDraw({ ...deps, now: AT_DRAW }, sessionOfTour(t))
    expect(drawn).toMatchObject({ ok: true, drew: true, entries: 2 })
    const refused = await withdrawEntry({ ...deps, now: AT_DRAW }, 'wd-1', first.entry.id)
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'drawn' })
    const row = await db.selectFrom('ballot_entries').select(['state', 'position']).where('id', '=', first.entry.id).executeTakeFirst()
    expect(row?.state === 'won' || row?.state === 'waitlisted').toBe(true)
    expect(row?.position).not.toBeNull()
  })

  it('draws once, at the draw time: positions stored, winners’ seats held by offers until confirmBy, everyone told', async () => {
    // 10 places, 30% for members: 6 members and 24 others enter alone, 5 others as pairs.
    const t = tour({ capacity: 10, ballot: { membersShare: 30, maxParty: 2 } })
    const ids = Array.from({ length: 35 }, (_, i) => `draw-${i}`)
    await addUsers(db, target, ids)
    const deps = depsFor(db, [t], DURING_ENTRIES)
    for (const [i, id] of ids.entries()) {
      const entered = await enterBallot(deps, who(id, i < 6), { ...sessionOfTour(t), party: i >= 30 ? 2 : 1 })
      expect(entered.ok).toBe(true)
    }
    const sealed = deps.sender.sent[0]?.text.match(/seal: ([0-9a-f]{64})/)?.[1]

    expect(await runDraw({ ...deps, now: new Date(AT_DRAW.getTime() - 1) }, sessionOfTour(t))).toMatchObject({
      ok: false,
      code: 'too_early',
    })
    deps.sender.sent.length = 0
    const outcome = await runDraw({ ...deps, now: AT_DRAW }, sessionOfTour(t))
    expect(outcome).toMatchObject({ ok: true, drew: true, entries: 35, seats: 10, emailsSent: 35 })
    expect(await runDraw({ ...deps, now: AT_DRAW }, sessionOfTour(t))).toMatchObject({ ok: true, drew: false, emailsSent: 0 })

    // Anyone can redo it from what is published: the seed matches the seal sent at entry.
    const published = await publishedDraw(db, refOfTour(t))
    if (!published) throw new Error('not published')
    expect(published.seedHash).toBe(sealed)
    expect(seedHash(published.seed)).toBe(sealed)
    expect(verifyDraw(published)).toEqual({ ok: true, hashMatches: true, orderMatches: true, winnersMatch: true })
    expect(published.order).toHaveLength(35)

    const entries = await db.selectFrom('ballot_entries').selectAll().where('target_id', '=', t.id).orderBy('position').execute()
    const winners = entries.filter((e) => e.state === 'won')
    expect(entries.map((e) => e.position)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1))
    expect(winners.filter((e) => Number(e.member) === 1)).toHaveLength(3)
    expect(winners.reduce((sum, e) => sum + Number(e.party), 0)).toBe(10)
    const offers = await db.selectFrom('place_offers').selectAll().where('target_id', '=', t.id).execute()
    expect(offers.map((o) => [o.ballot_entry_id, Number(o.seats), o.expires_at, o.state]).sort()).toEqual(
      winners.map((w) => [w.id, Number(w.party), BALLOT.confirmBy, 'open']).sort(),
    )
    expect(await counter(db, t.id)).toEqual({ capacity: 10, taken: 10 })
    const subjects = deps.sender.sent.map((m) => m.subject)
    expect(subjects.filter((s) => s.startsWith('You won'))).toHaveLength(winners.length)
    expect(subjects.filter((s) => s.includes('waitlist'))).toHaveLength(35 - winners.length)
    expect(new Set(deps.sender.sent.map((m) => m.to)).size).toBe(35)
    // Once drawn, places not won (none here) would be booked first come; all 10 are held.
    expect(
      await book({ ...deps, now: new Date('2026-10-01T00:00:00.000Z') }, who('draw-0'), { ...sessionOfTour(t), seats: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'full',
    })
  })
})
