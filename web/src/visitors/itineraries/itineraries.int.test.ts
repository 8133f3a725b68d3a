import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { setCapacity, takeSeats, type CapacityTarget } from '@/booking/store/capacity'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { deleteUserData } from '@/visitors/auth/user-data'
import { addItem, createItineraryWithItem, reorderItems, removeItem, setItemDays, updateItem, type NewItem } from './items'
import { createItinerary, deleteItinerary, getItinerary, listItineraries, renameItinerary } from './itineraries'
import { readShared, revokeShare, shareItinerary } from './sharing'
import { useMigratedDatabase } from '@/platform/db/migrated-database'

// The itinerary operations in-process on a SQLite file and on PostgreSQL: ownership, idempotent
// adds, concurrent adds, reorder rules, sharing and the account-deletion cleanup.

onEachDatabase('itineraries', (target) => {
  let under: DatabaseUnderTest
  let db: Kysely<Database>
  useMigratedDatabase(target, (database, connection) => {
    under = database
    db = connection
  })

  it('a refused change to the items leaves the itinerary as it was, its last-changed time too', async () => {
    const owner = randomUUID()
    const it1 = await createItinerary(db, owner, 'Loop')
    const { item } = (await addItem(db, owner, it1.id, { kind: 'site', refId: 'site.a' })) ?? expect.fail('not added')
    const before = await db.selectFrom('itineraries').selectAll().where('id', '=', it1.id).executeTakeFirstOrThrow()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await updateItem(db, owner, it1.id, 'no-such-item', { note: 'x' })).toBeUndefined()
    expect(await removeItem(db, owner, it1.id, 'no-such-item')).toBe(false)
    expect(await reorderItems(db, owner, it1.id, [item.id, 'no-such-item'])).toEqual({ ok: false, reason: 'mismatch' })
    expect(await db.selectFrom('itineraries').selectAll().where('id', '=', it1.id).executeTakeFirstOrThrow()).toEqual(before)
  })

  it('makes a new itinerary with its first item in one transaction: both, or neither', async () => {
    const owner = randomUUID()
    const made = await createItineraryWithItem(db, owner, 'Saturday', { kind: 'site', refId: 'site.a', day: '2026-10-17' })
    expect(made.name).toBe('Saturday')
    expect(made.items).toMatchObject([{ kind: 'site', refId: 'site.a', day: '2026-10-17' }])
    expect(await getItinerary(db, owner, made.id)).toEqual(made)
    // The item's row is refused by the table (a kind it does not hold): the itinerary goes too.
    const refused = { kind: 'building', refId: 'site.b' } as unknown as NewItem
    await expect(createItineraryWithItem(db, owner, 'Sunday', refused)).rejects.toThrow()
    expect((await listItineraries(db, owner)).map((it) => it.name)).toEqual(['Saturday'])
  })

  it('lets only the owner read or change an itinerary; to anyone else it does not exist', async () => {
    const owner = randomUUID()
    const other = randomUUID()
    const it1 = await createItinerary(db, owner, 'Loop')
    const { item } = (await addItem(db, owner, it1.id, { kind: 'site', refId: 'site.a' })) ?? expect.fail('not added')
    expect(await getItinerary(db, other, it1.id)).toBeUndefined()
    expect(await renameItinerary(db, other, it1.id, 'Mine')).toBeUndefined()
    expect(await addItem(db, other, it1.id, { kind: 'site', refId: 'site.b' })).toBeUndefined()
    expect(await updateItem(db, other, it1.id, item.id, { note: 'x' })).toBeUndefined()
    expect(await removeItem(db, other, it1.id, item.id)).toBe(false)
    expect(await reorderItems(db, other, it1.id, [item.id])).toEqual({ ok: false, reason: 'not_found' })
    expect(await shareItinerary(db, other, it1.id)).toBeUndefined()
    expect(await revokeShare(db, other, it1.id)).toBe(false)
    expect(await deleteItinerary(db, other, it1.id)).toBe(false)
    expect(await listItineraries(db, other)).toEqual([])
    const after = await getItinerary(db, owner, it1.id)
    expect(after?.name).toBe('Loop')
    expect(after?.items).toEqual([{ ...item }])
    expect(after?.shareToken).toBeNull()
  })

  it('adds the same item once, and keeps both of two concurrent adds', async () => {
    const owner = randomUUID()
    const { id } = await createItinerary(db, owner, 'Twice')
    const first = await addItem(db, owner, id, { kind: 'event', refId: 'event.x', day: '2026-10-17' })
    const again = await addItem(db, owner, id, { kind: 'event', refId: 'event.x' })
    expect(first?.created).toBe(true)
    expect(again).toEqual({ item: first?.item, created: false })
    // PostgreSQL: a second pool, so the adds really run side by side. SQLite: the one connection
    // of the process (a second one in the same thread would block it synchronously); other
    // processes are covered by the server test and capacity.int.test.ts.
    const second = target.label === 'PostgreSQL' ? under.connect({ poolSize: 4 }) : db
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addItem(i % 2 ? db : second, owner, id, { kind: 'site', refId: `site.c${i}` })),
    )
    expect(results.every((r) => r?.created)).toBe(true)
    const list = await listItineraries(db, owner)
    expect(list).toEqual([expect.objectContaining({ id, itemCount: 9 })])
  })

  it('reorders only with exactly the itinerary’s items', async () => {
    const owner = randomUUID()
    const { id } = await createItinerary(db, owner, 'Order')
    const ids: string[] = []
    for (const ref of ['a', 'b', 'c']) ids.push((await addItem(db, owner, id, { kind: 'stop', refId: `stop.${ref}` }))?.item.id ?? '')
    const [a = '', b = '', c = ''] = ids
    expect(await reorderItems(db, owner, id, [c, a])).toEqual({ ok: false, reason: 'mismatch' })
    expect(await reorderItems(db, owner, id, [c, a, a])).toEqual({ ok: false, reason: 'mismatch' })
    expect(await reorderItems(db, owner, id, [c, a, randomUUID()])).toEqual({ ok: false, reason: 'mismatch' })
    const done = await reorderItems(db, owner, id, [c, a, b])
    expect(done.ok && done.items.map((i) => i.id)).toEqual([c, a, b])
    expect((await getItinerary(db, owner, id))?.items.map((i) => i.id)).toEqual([c, a, b])
  })

  it('sets several items’ days in one transaction: all of them, or none when one is not the itinerary’s', async () => {
    const owner = randomUUID()
    const mine = await createItinerary(db, owner, 'Weekend')
    const other = await createItinerary(db, owner, 'Other')
    const add = async (itinerary: string, refId: string) =>
      ((await addItem(db, owner, itinerary, { kind: 'site', refId, day: '2026-10-17' })) ?? expect.fail('not added')).item
    const a = await add(mine.id, 'site.a')
    const b = await add(mine.id, 'site.b')
    const elsewhere = await add(other.id, 'site.c')
    const dayOf = async () => (await getItinerary(db, owner, mine.id))?.items.map((i) => [i.id, i.day])
    const before = await dayOf()

    // The last item belongs to another itinerary: the first change is undone with it.
    expect(
      await setItemDays(db, owner, mine.id, [
        { itemId: a.id, day: '2026-10-18' },
        { itemId: elsewhere.id, day: '2026-10-18' },
      ]),
    ).toEqual({ ok: false, reason: 'mismatch' })
    expect(await dayOf()).toEqual(before)
    expect((await getItinerary(db, owner, other.id))?.items[0]?.day).toBe('2026-10-17')
    expect(await setItemDays(db, randomUUID(), mine.id, [{ itemId: a.id, day: '2026-10-18' }])).toEqual({
      ok: false,
      reason: 'not_found',
    })
    expect(await dayOf()).toEqual(before)

    const done = await setItemDays(db, owner, mine.id, [
      { itemId: a.id, day: '2026-10-18' },
      { itemId: b.id, day: null },
    ])
    expect(done.ok && done.items.map((i) => [i.id, i.day])).toEqual([
      [a.id, '2026-10-18'],
      [b.id, null],
    ])
    expect(await dayOf()).toEqual([
      [a.id, '2026-10-18'],
      [b.id, null],
    ])
  })

  it('shares read-only with a 256-bit token, and a revoked token reads nothing', async () => {
    const owner = randomUUID()
    const { id } = await createItinerary(db, owner, 'Shared')
    await addItem(db, owner, id, { kind: 'tour', refId: 'tour.t', note: 'meet at 10' })
    const token = (await shareItinerary(db, owner, id)) ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await shareItinerary(db, owner, id)).toBe(token)
    const shared = await readShared(db, token)
    expect(shared).toEqual({
      name: 'Shared',
      updatedAt: expect.any(String),
      items: [{ kind: 'tour', refId: 'tour.t', day: null, note: 'meet at 10', visitMinutes: null, position: 0 }],
    })
    expect(JSON.stringify(shared)).not.toContain(owner)
    expect(await revokeShare(db, owner, id)).toBe(true)
    expect(await readShared(db, token)).toBeUndefined()
  })

  it('deleting a user’s data removes their itineraries, items and reservations, and frees the seats', async () => {
    const owner = randomUUID()
    const bystander = randomUUID()
    const { id } = await createItinerary(db, owner, 'Gone')
    await addItem(db, owner, id, { kind: 'site', refId: 'site.gone' })
    const kept = await createItinerary(db, bystander, 'Kept')
    const session: CapacityTarget = { kind: 'tour-session', id: `tour.${randomUUID()}`, sessionKey: 'sat' }
    await setCapacity(db, session, 5)
    expect(await takeSeats(db, session, 2)).toBe(true)
    await db
      .insertInto('reservations')
      .values({
        id: randomUUID(),
        user_id: owner,
        target_kind: 'tour-session',
        target_id: session.id,
        session_key: 'sat',
        seats: 2,
        created_at: toTimestamp(),
      })
      .execute()
    await deleteUserData(db, owner)
    expect(await db.selectFrom('itineraries').select('id').where('user_id', '=', owner).execute()).toEqual([])
    expect(await db.selectFrom('itinerary_items').select('id').where('itinerary_id', '=', id).execute()).toEqual([])
    expect(await db.selectFrom('reservations').select('id').where('user_id', '=', owner).execute()).toEqual([])
    const counter = await db.selectFrom('capacity_counters').select('taken').where('target_id', '=', session.id).executeTakeFirst()
    expect(counter?.taken).toBe(0)
    expect((await getItinerary(db, bystander, kept.id))?.name).toBe('Kept')
  })
})
