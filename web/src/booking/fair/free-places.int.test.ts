import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase } from '@/platform/db/test-databases'
import { deleteUserData } from '@/visitors/auth/user-data'
import { book } from '@/booking/reservations/service'
import { offerFreePlaces } from './offer-free-places'
import { joinWaitlist } from './waitlist'
import { BOOKING_OPEN, addUsers, depsFor, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// Places that go back to the counter while people wait in line (an account deleted with its
// bookings) reach the line through the scheduled work: one offer per place, to the first in line
// whose party fits, once however often or however many times at once it runs.

const offersOf = (db: Kysely<Database>, id: string) =>
  db.selectFrom('place_offers').select(['user_id', 'seats', 'state']).where('target_id', '=', id).orderBy('user_id').execute()

const taken = async (db: Kysely<Database>, id: string) =>
  Number((await db.selectFrom('capacity_counters').select('taken').where('target_id', '=', id).executeTakeFirst())?.taken)

onEachDatabase('free places and the line', (target) => {
  let db: Kysely<Database>
  usePlacesDatabase(target, (_database, connection) => {
    db = connection
  })

  it('offers a deleted account’s places to the line, once, passing over a party too big', async () => {
    const t = tour({ capacity: 3 })
    const ids = ['gone', 'keeps', 'big', 'small', 'later']
    await addUsers(db, target, ids)
    const deps = depsFor(db, [t], BOOKING_OPEN)
    expect(await book(deps, who('gone'), { ...sessionOfTour(t), seats: 2 })).toMatchObject({ ok: true })
    expect(await book(deps, who('keeps'), { ...sessionOfTour(t), seats: 1 })).toMatchObject({ ok: true })
    for (const [id, party] of [
      ['big', 3],
      ['small', 1],
      ['later', 1],
    ] as const) {
      expect(await joinWaitlist(deps, who(id), { ...sessionOfTour(t), party })).toMatchObject({ ok: true })
    }
    // Nothing to offer while the session is full.
    expect(await offerFreePlaces(deps)).toBe(0)

    await deleteUserData(db, 'gone', BOOKING_OPEN)
    const mailed = deps.sender.sent.length
    expect(await taken(db, t.id)).toBe(1)
    const runs = await Promise.all([offerFreePlaces(deps), offerFreePlaces(deps)])
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2)
    expect(await offerFreePlaces(deps)).toBe(0)
    // The party of three is passed over (two places), the two after it are offered one each.
    expect(await offersOf(db, t.id)).toEqual([
      { user_id: 'later', seats: 1, state: 'open' },
      { user_id: 'small', seats: 1, state: 'open' },
    ])
    expect(await taken(db, t.id)).toBe(3)
    expect(
      deps.sender.sent
        .slice(mailed)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['later@example.org', 'small@example.org'])
  })
})
