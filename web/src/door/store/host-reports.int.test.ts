import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { storeHostReport, visitTotal, type HostReportInput, type NewHostReport } from './host-reports'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'

// Counting at the door: taps from several phones at once sum exactly, a tap sent again is stored
// once, and the count never goes below zero, on both databases.

const DAY = '2026-10-17'
const PHONES = 2
const TAPS_PER_PHONE = 30

const tap = (siteId: string, report: NewHostReport, id = randomUUID()): HostReportInput => ({
  id,
  siteId,
  userId: 'host-1',
  tappedAt: '2026-10-17T15:00:00.000Z',
  day: DAY,
  report,
})

async function reportRows(db: Kysely<Database>, siteId: string) {
  return db.selectFrom('host_reports').select(['id', 'delta', 'refused']).where('site_id', '=', siteId).execute()
}

onEachDatabase('host reports', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  useMigratedDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  it(`taps from ${PHONES} phones at once sum exactly`, async () => {
    const siteId = `site.${randomUUID()}`
    // PostgreSQL: a pool per phone and a connection per tap in flight, so the counter's UPDATEs
    // really race. SQLite: as in a server process, one instance with every request in flight
    // together (better-sqlite3 waits for a lock synchronously, so two instances in one process
    // would wait on each other; across processes, capacity.int.test.ts shows the lock holds).
    const shared = target.label === 'PostgreSQL' ? undefined : database.connect()
    const phones = Array.from({ length: PHONES }, () => shared ?? database.connect({ poolSize: TAPS_PER_PHONE }))
    const outcomes = await Promise.all(
      phones.flatMap((phone) =>
        Array.from({ length: TAPS_PER_PHONE }, () => storeHostReport(phone, tap(siteId, { kind: 'count', delta: 1 }))),
      ),
    )
    expect(outcomes.every((o) => o === 'stored')).toBe(true)
    expect(await visitTotal(db, siteId, DAY)).toBe(PHONES * TAPS_PER_PHONE)
    expect(await reportRows(db, siteId)).toHaveLength(PHONES * TAPS_PER_PHONE)
  })

  it('a tap sent again (the same id, at once or later) is stored once', async () => {
    const siteId = `site.${randomUUID()}`
    const five = tap(siteId, { kind: 'count', delta: 5 })
    const connections = target.label === 'PostgreSQL' ? database.connect({ poolSize: 4 }) : db
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => storeHostReport(connections, five)))
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3)
    expect(await storeHostReport(db, five)).toBe('duplicate')
    expect(await visitTotal(db, siteId, DAY)).toBe(5)
    expect(await reportRows(db, siteId)).toHaveLength(1)
  })

  it('the count never goes below zero: an undo past it is stored as refused', async () => {
    const siteId = `site.${randomUUID()}`
    await storeHostReport(db, tap(siteId, { kind: 'count', delta: 3 }))
    const undo = tap(siteId, { kind: 'count', delta: -5 })
    expect(await storeHostReport(db, undo)).toBe('refused')
    expect(await visitTotal(db, siteId, DAY)).toBe(3)
    expect((await reportRows(db, siteId)).find((r) => r.id === undo.id)).toMatchObject({ delta: 0, refused: 'below-zero' })
    // Sent again, the refused undo stays refused and changes nothing.
    expect(await storeHostReport(db, undo)).toBe('duplicate')
    // Undos racing for the last visitors: exactly as many apply as there were visitors.
    const connections = target.label === 'PostgreSQL' ? database.connect({ poolSize: 6 }) : db
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => storeHostReport(connections, tap(siteId, { kind: 'count', delta: -1 }))),
    )
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(3)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(3)
    expect(await visitTotal(db, siteId, DAY)).toBe(0)
  })

  it('a line or a status moves no count', async () => {
    const siteId = `site.${randomUUID()}`
    expect(await storeHostReport(db, tap(siteId, { kind: 'line', minutes: 30 }))).toBe('stored')
    expect(await storeHostReport(db, tap(siteId, { kind: 'status', status: 'last-entry', lastEntry: '16:30' }))).toBe('stored')
    expect(await visitTotal(db, siteId, DAY)).toBe(0)
  })
})
