import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'
import { onEachDatabase, type DatabaseUnderTest } from './test-databases'

const TABLES = [
  'ballot_draws',
  'ballot_entries',
  'capacity_counters',
  'check_in_undos',
  'form_submissions',
  'host_reports',
  'itineraries',
  'itinerary_items',
  'job_runs',
  'newsletter_confirmations',
  'place_offers',
  'rate_limit_counters',
  'reservations',
  'roster_entries',
  'status_notifications',
  'tickets',
  'visit_counts',
  'waitlist_entries',
  'walk_up_places',
]

onEachDatabase('migrations', (target) => {
  let database: DatabaseUnderTest
  beforeAll(async () => {
    if (target.available) database = await target.create()
  })
  afterAll(() => database?.dispose())

  it('apply from empty, then a second run applies nothing', async () => {
    const db = database.connect()
    // getTables lists every schema on PostgreSQL: keep this test database's.
    const tableNames = async () =>
      (await db.introspection.getTables())
        .filter((t) => t.schema === database.schema)
        .map((t) => t.name)
        .sort()
    expect(await tableNames()).toEqual([])

    const first = await migrateToLatest(db)
    expect(first).toEqual({ applied: Object.keys(migrations), alreadyApplied: [] })
    expect(await tableNames()).toEqual(TABLES)

    // Another process (a second server instance, the CLI) finds the work done.
    const again = await migrateToLatest(database.connect())
    expect(again).toEqual({ applied: [], alreadyApplied: Object.keys(migrations) })
  })
})
