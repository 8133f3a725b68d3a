import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { toTimestamp, type Database, type NewItineraryItem } from './schema'
import { onEachDatabase } from './test-databases'
import { useMigratedDatabase } from './migrated-database'

// What the tables themselves guarantee, whatever code writes to them, on both databases.
// The error texts differ (SQLite: "UNIQUE constraint failed", PostgreSQL: "violates unique
// constraint"), so the checks match the words they share.

const NOW = '2026-10-17T14:05:00.000Z'

async function newItinerary(
  db: Kysely<Database>,
  fields: { share_token?: string | null; calendar_token?: string | null; user_id?: string } = {},
) {
  const id = randomUUID()
  await db
    .insertInto('itineraries')
    .values({
      id,
      user_id: fields.user_id ?? 'user-1',
      name: 'Loop towers',
      share_token: fields.share_token ?? null,
      calendar_token: fields.calendar_token ?? null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute()
  return id
}

function item(itineraryId: string, refId: string, position: number): NewItineraryItem {
  return {
    id: randomUUID(),
    itinerary_id: itineraryId,
    kind: 'site',
    ref_id: refId,
    day: '2026-10-17',
    note: null,
    position,
    created_at: NOW,
    updated_at: NOW,
  }
}

onEachDatabase('app tables', (target) => {
  let db: Kysely<Database>
  useMigratedDatabase(target, (_database, connection) => {
    db = connection
  })

  it('refuse a second roster entry for the same email, and a mixed-case one', async () => {
    const entry = { email: 'ada@example.org', level: 'Household', expires_on: '2027-06-30', imported_at: NOW }
    await db.insertInto('roster_entries').values(entry).execute()
    await expect(
      db
        .insertInto('roster_entries')
        .values({ ...entry, level: 'Student' })
        .execute(),
    ).rejects.toThrow(/unique/i)
    await expect(
      db
        .insertInto('roster_entries')
        .values({ ...entry, email: 'Ada@Example.org' })
        .execute(),
    ).rejects.toThrow(/check constraint/i)
    const rows = await db.selectFrom('roster_entries').selectAll().execute()
    expect(rows).toEqual([entry])
  })

  it('refuse the same site twice in one itinerary, but allow it in another', async () => {
    const first = await newItinerary(db)
    const second = await newItinerary(db)
    await db
      .insertInto('itinerary_items')
      .values(item(first, 'site.rookery', 1))
      .execute()
    await expect(
      db
        .insertInto('itinerary_items')
        .values(item(first, 'site.rookery', 2))
        .execute(),
    ).rejects.toThrow(/unique/i)
    await db
      .insertInto('itinerary_items')
      .values(item(second, 'site.rookery', 1))
      .execute()
    // The same document id as another kind is another item (an event and a site never share ids
    // today, but the key says what it means).
    await db
      .insertInto('itinerary_items')
      .values({ ...item(first, 'site.rookery', 2), kind: 'tour' })
      .execute()
    const count = await db
      .selectFrom('itinerary_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('itinerary_id', '=', first)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(2)
  })

  it('refuse an item kind outside site, event, tour and stop', async () => {
    const itinerary = await newItinerary(db)
    // Raw SQL: the types would not let the query builder write it.
    const insert = sql`insert into itinerary_items (id, itinerary_id, kind, ref_id, position, created_at, updated_at)
      values (${randomUUID()}, ${itinerary}, 'trail', 'trail.loop', 1, ${NOW}, ${NOW})`
    await expect(insert.execute(db)).rejects.toThrow(/check constraint/i)
  })

  it('refuse a share token another itinerary has, while any number stay unshared', async () => {
    await newItinerary(db, { share_token: 'tok-abc' })
    await expect(newItinerary(db, { share_token: 'tok-abc' })).rejects.toThrow(/unique/i)
    await newItinerary(db, { share_token: null })
    await newItinerary(db, { share_token: null })
    const shared = await db.selectFrom('itineraries').select('id').where('share_token', '=', 'tok-abc').execute()
    expect(shared).toHaveLength(1)
  })

  it('refuse a calendar token another itinerary has, while any number have none', async () => {
    await newItinerary(db, { calendar_token: 'cal-abc' })
    await expect(newItinerary(db, { calendar_token: 'cal-abc' })).rejects.toThrow(/unique/i)
    await newItinerary(db, { calendar_token: null })
    await newItinerary(db, { calendar_token: null })
    const subscribed = await db.selectFrom('itineraries').select('id').where('calendar_token', '=', 'cal-abc').execute()
    expect(subscribed).toHaveLength(1)
  })

  it('delete an itinerary’s items with it, and no one else’s', async () => {
    const doomed = await newItinerary(db)
    const kept = await newItinerary(db)
    await db
      .insertInto('itinerary_items')
      .values([item(doomed, 'site.a', 1), item(doomed, 'site.b', 2), item(kept, 'site.a', 1)])
      .execute()
    await db.deleteFrom('itineraries').where('id', '=', doomed).execute()
    const left = await db
      .selectFrom('itinerary_items')
      .select(['itinerary_id', 'ref_id'])
      .where('itinerary_id', 'in', [doomed, kept])
      .execute()
    expect(left).toEqual([{ itinerary_id: kept, ref_id: 'site.a' }])
  })

  it('refuse an item of an itinerary that does not exist', async () => {
    await expect(
      db
        .insertInto('itinerary_items')
        .values(item('no-such-itinerary', 'site.a', 1))
        .execute(),
    ).rejects.toThrow(/foreign key/i)
  })

  it('refuse a second reservation by one user for the same session, not for another session', async () => {
    const reservation = {
      user_id: 'user-1',
      target_kind: 'tour-session' as const,
      target_id: 'tour.river',
      session_key: 'sat-10',
      seats: 2,
      created_at: NOW,
    }
    await db
      .insertInto('reservations')
      .values({ id: randomUUID(), ...reservation })
      .execute()
    await expect(
      db
        .insertInto('reservations')
        .values({ id: randomUUID(), ...reservation, seats: 1 })
        .execute(),
    ).rejects.toThrow(/unique/i)
    await db
      .insertInto('reservations')
      .values({ id: randomUUID(), ...reservation, session_key: 'sun-10' })
      .execute()
    await expect(
      db
        .insertInto('reservations')
        .values({ id: randomUUID(), ...reservation, session_key: 'sun-12', seats: 0 })
        .execute(),
    ).rejects.toThrow(/check constraint/i)
  })

  it('return timestamps exactly as written, in chronological order', async () => {
    const times = ['2026-10-18T09:00:00.000Z', '2026-10-17T23:59:59.999Z', toTimestamp(new Date(Date.UTC(2026, 9, 17, 0, 0, 0, 1)))]
    for (const [i, time] of times.entries()) {
      await db
        .insertInto('form_submissions')
        .values({
          id: `form-${i}`,
          kind: 'contact',
          email: 'a@example.org',
          payload: JSON.stringify({ message: `é ✓ ${i}` }),
          created_at: time,
        })
        .execute()
    }
    const rows = await db
      .selectFrom('form_submissions')
      .select(['created_at', 'payload'])
      .where('id', 'like', 'form-%')
      .orderBy('created_at')
      .execute()
    expect(rows.map((r) => r.created_at)).toEqual([times[2], times[1], times[0]])
    expect(rows.map((r) => new Date(r.created_at).getTime())).toEqual([
      Date.UTC(2026, 9, 17, 0, 0, 0, 1),
      Date.UTC(2026, 9, 17, 23, 59, 59, 999),
      Date.UTC(2026, 9, 18, 9),
    ])
    expect(JSON.parse(rows[0]!.payload)).toEqual({ message: 'é ✓ 2' })
    const after = await db.selectFrom('form_submissions').select('id').where('created_at', '>=', '2026-10-17T12:00:00.000Z').execute()
    expect(after.map((r) => r.id).sort()).toEqual(['form-0', 'form-1'])
  })
})
