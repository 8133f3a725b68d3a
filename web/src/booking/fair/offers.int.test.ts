import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, testTargets } from '@/platform/db/test-databases'
import { deleteUserData } from '@/visitors/auth/user-data'
import { verifyDraw } from '@/booking/draw/verify'
import { enterBallot } from './enter-ballot'
import { expireOffers } from './expire-offers'
import { confirmPlace, declineOffer } from './offers'
import { publishedDraw } from './published-draw'
import { resendOfferEmails } from './resend-offers'
import { runDraw } from './run-draw'
import { AT_DRAW, BALLOT, DURING_ENTRIES, addUsers, depsFor, refOfTour, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// After a draw: winners confirm (a reservation of their entry's party, with a ticket) or decline,
// and offers lapse; each freed place goes to the next in the draw order for a set time, and back
// to the counter when nobody is left waiting.

const HOUR = 3_600_000

/** A drawn ballot of `entrants` (the first a party of `firstParty`, the others alone) for `places`. */
async function drawnBallot(
  db: Kysely<Database>,
  target: (typeof testTargets)[number],
  label: string,
  entrants: number,
  places: number,
  firstParty = 3,
) {
  const t = tour({ capacity: places, ballot: { membersShare: 0, maxParty: 3 } })
  const ids = Array.from({ length: entrants }, (_, i) => `${label}-${i}`)
  await addUsers(db, target, ids)
  const deps = depsFor(db, [t], DURING_ENTRIES)
  for (const [i, id] of ids.entries()) await enterBallot(deps, who(id), { ...sessionOfTour(t), party: i === 0 ? firstParty : 1 })
  await runDraw({ ...deps, now: AT_DRAW }, sessionOfTour(t))
  const entries = await db.selectFrom('ballot_entries').selectAll().where('target_id', '=', t.id).orderBy('position').execute()
  const offers = await db.selectFrom('place_offers').selectAll().where('target_id', '=', t.id).execute()
  return { t, entries, offers, deps }
}

const taken = async (db: Kysely<Database>, id: string) =>
  Number((await db.selectFrom('capacity_counters').select('taken').where('target_id', '=', id).executeTakeFirst())?.taken)

onEachDatabase('offers', (target) => {
  let db: Kysely<Database>
  usePlacesDatabase(target, (_database, connection) => {
    db = connection
  })

  it('turns a confirmed offer into a reservation of the entry’s party, with a ticket, once', async () => {
    const { t, offers, entries, deps } = await drawnBallot(db, target, 'confirm', 8, 6)
    const offer = offers[0]
    if (!offer) throw new Error('no winner')
    const entry = entries.find((e) => e.id === offer.ballot_entry_id)
    const now = new Date(AT_DRAW.getTime() + HOUR)
    expect(await confirmPlace({ ...deps, now }, who('someone-else'), offer.id)).toMatchObject({ ok: false, status: 404 })
    const confirmed = await confirmPlace({ ...deps, now }, who(offer.user_id), offer.id)
    expect(confirmed).toMatchObject({ ok: true, emailSent: true, reservation: { seats: Number(entry?.party), user_id: offer.user_id } })
    if (!confirmed.ok) return
    expect(confirmed.ticket.reservation_id).toBe(confirmed.reservation.id)
    expect(await confirmPlace({ ...deps, now }, who(offer.user_id), offer.id)).toMatchObject({ ok: false, code: 'already_confirmed' })
    expect(deps.sender.sent.at(-1)?.subject).toBe(`You're booked: ${t.title}`)
    // The seats were held since the draw: confirming takes none more.
    expect(await taken(db, t.id)).toBe(6)
  })

  it('refuses a confirmation after the deadline', async () => {
    const { offers, deps } = await drawnBallot(db, target, 'late', 4, 2)
    const offer = offers[0]
    if (!offer) throw new Error('no winner')
    const result = await confirmPlace({ ...deps, now: new Date(BALLOT.confirmBy) }, who(offer.user_id), offer.id)
    expect(result).toMatchObject({ ok: false, code: 'expired' })
  })

  it('passes a declined place to the next in the draw order, held 12 hours, and passes over a party too big for it', async () => {
    const { t, entries, offers, deps } = await drawnBallot(db, target, 'decline', 10, 4)
    const waiting = entries.filter((e) => e.state === 'waitlisted')
    const single = offers.find((o) => Number(o.seats) === 1)
    if (!single) throw new Error('no single winner')
    const now = new Date(AT_DRAW.getTime() + HOUR)
    deps.sender.sent.length = 0
    const declined = await declineOffer({ ...deps, now }, single.user_id, single.id)
    expect(declined).toMatchObject({ ok: true, passedTo: 1 })
    // The first waiting entry that fits one place: a party of three waiting ahead keeps its place.
    const next = waiting.find((e) => Number(e.party) === 1)
    const passed = await db.selectFrom('place_offers').selectAll().where('freed_from', '=', `offer:${single.id}`).execute()
    expect(passed).toEqual([
      expect.objectContaining({
        user_id: next?.user_id,
        seats: 1,
        freed_place: 1,
        state: 'open',
        expires_at: new Date(now.getTime() + 12 * HOUR).toISOString(),
      }),
    ])
    const party = waiting.find((e) => Number(e.party) === 3)
    if (party)
      expect((await db.selectFrom('ballot_entries').select('state').where('id', '=', party.id).executeTakeFirst())?.state).toBe(
        'waitlisted',
      )
    expect(deps.sender.sent.map((m) => [m.to, m.subject])).toEqual([
      [`${next?.user_id}@example.org`, `A place is free for you: ${t.title}`],
    ])
    expect(await declineOffer({ ...deps, now }, single.user_id, single.id)).toMatchObject({ ok: false, code: 'declined' })
    expect(await taken(db, t.id)).toBe(4)
  })

  it('emails an offer again whose email failed, once, after the minute the request had for it', async () => {
    const { t, offers, deps } = await drawnBallot(db, target, 'resend', 10, 4)
    const single = offers.find((o) => Number(o.seats) === 1)
    if (!single) throw new Error('no single winner')
    const now = new Date(AT_DRAW.getTime() + HOUR)
    const at = (ms: number) => ({ ...deps, now: new Date(now.getTime() + ms) })
    deps.sender.sent.length = 0
    deps.sender.down = true
    expect(await declineOffer({ ...deps, now }, single.user_id, single.id)).toMatchObject({ ok: true, passedTo: 1 })
    const [passed] = await db.selectFrom('place_offers').selectAll().where('freed_from', '=', `offer:${single.id}`).execute()
    expect(passed).toMatchObject({ state: 'open', emailed_at: null })
    // Still down a minute later: tried, given back, nothing sent.
    expect(await resendOfferEmails(at(70_000))).toBe(0)
    deps.sender.down = false
    // Within the request's minute nothing is sent again; after it, one email from two runs at once.
    expect(await resendOfferEmails(at(30_000))).toBe(0)
    const runs = await Promise.all([resendOfferEmails(at(2 * 60_000)), resendOfferEmails(at(2 * 60_000))])
    expect(runs.reduce((a, b) => a + b)).toBe(1)
    expect(deps.sender.sent.map((m) => [m.to, m.subject])).toEqual([
      [`${passed?.user_id}@example.org`, `A place is free for you: ${t.title}`],
    ])
    expect(await resendOfferEmails(at(3 * 60_000))).toBe(0)
    // The winners' own offers are told by the draw's result email, never by this one.
    expect(deps.sender.sent).toHaveLength(1)
  })

  it('does not email an offer again once it closed or its deadline passed', async () => {
    // Everyone alone, so the draw (random) has four single winners whatever its order.
    const { offers, deps } = await drawnBallot(db, target, 'resend-closed', 10, 4, 1)
    const [first, second] = offers
    if (!first || !second) throw new Error('four winners expected')
    const now = new Date(AT_DRAW.getTime() + HOUR)
    deps.sender.down = true
    await declineOffer({ ...deps, now }, first.user_id, first.id)
    await declineOffer({ ...deps, now }, second.user_id, second.id)
    const passed = await db
      .selectFrom('place_offers')
      .selectAll()
      .where('freed_from', 'in', [`offer:${first.id}`, `offer:${second.id}`])
      .execute()
    expect(passed).toHaveLength(2)
    const [declined, lapsed] = passed
    await declineOffer({ ...deps, now }, declined!.user_id, declined!.id)
    deps.sender.down = false
    deps.sender.sent.length = 0
    // The one declined is closed; the other's deadline (12 hours) has passed by then.
    expect(await resendOfferEmails({ ...deps, now: new Date(new Date(lapsed!.expires_at).getTime() + 60_000) })).toBe(0)
    expect(deps.sender.sent.filter((m) => m.subject.startsWith('A place is free'))).toEqual([])
  })
})

onEachDatabase('a deleted account', (target) => {
  let db: Kysely<Database>
  usePlacesDatabase(target, (_database, connection) => {
    db = connection
  })

  it('leaves its entries anonymous (the draw stays checkable), its line, and gives back the seats it was offered', async () => {
    const { t, offers } = await drawnBallot(db, target, 'gone', 6, 3, 1)
    const offer = offers[0]
    if (!offer) throw new Error('no winner')
    await deleteUserData(db, offer.user_id)
    expect(await taken(db, t.id)).toBe(2)
    const rows = await db.selectFrom('place_offers').selectAll().where('id', '=', offer.id).execute()
    expect(rows).toEqual([expect.objectContaining({ state: 'withdrawn', user_id: `deleted:${offer.id}` })])
    const entries = await db.selectFrom('ballot_entries').select(['user_id']).where('target_id', '=', t.id).execute()
    expect(entries.filter((e) => e.user_id === offer.user_id)).toEqual([])
    const published = await publishedDraw(db, refOfTour(t))
    expect(published && verifyDraw(published).ok).toBe(true)
  })
})

// Expiry runs over every lapsed offer in the database: this one has a database of its own.
onEachDatabase('lapsed offers', (target) => {
  let db: Kysely<Database>
  usePlacesDatabase(target, (_database, connection) => {
    db = connection
  })

  it('passes lapsed offers on when they expire, and gives the seats back when nobody is waiting', async () => {
    // 3 entrants alone for 2 places: both winners let their offers lapse; one person waits.
    const { t, entries, deps } = await drawnBallot(db, target, 'lapse', 3, 2, 1)
    const [first, second] = await Promise.all([
      expireOffers({ ...deps, now: new Date(BALLOT.confirmBy) }),
      expireOffers({ ...deps, now: new Date(BALLOT.confirmBy) }),
    ])
    // Two runs at once expire each offer once: two expired, one passed on, one seat given back.
    expect(first.expired + second.expired).toBe(2)
    expect(first.offered + second.offered).toBe(1)
    expect(first.released + second.released).toBe(1)
    const waiting = entries.find((e) => e.state === 'waitlisted')
    const open = await db.selectFrom('place_offers').selectAll().where('target_id', '=', t.id).where('state', '=', 'open').execute()
    expect(open.map((o) => o.user_id)).toEqual([waiting?.user_id])
    expect(await taken(db, t.id)).toBe(1)
    // That offer lapses too, with nobody left in line: its seat goes back.
    const later = new Date(new Date(BALLOT.confirmBy).getTime() + 13 * HOUR)
    expect(await expireOffers({ ...deps, now: later })).toEqual({ expired: 1, offered: 0, released: 1 })
    expect(await taken(db, t.id)).toBe(0)
  })
})
