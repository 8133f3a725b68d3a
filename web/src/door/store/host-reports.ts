import type { Kysely } from 'kysely'
import { toTimestamp, type CalendarDay, type Database, type HostReport, type HostStatus } from '@/platform/db/schema'

// What hosts report, stored and read back. Every tap is one row under the id the phone made for
// it: a resend inserts nothing (ON CONFLICT DO NOTHING), so a phone that retries after a lost
// answer never counts twice. A count moves the site's counter for the day with one conditional
// UPDATE (`total + delta >= 0`), in the same transaction as the tap's row, so taps from several
// phones at once sum exactly (see capacity.ts for why one UPDATE is safe on both databases) and
// the count never goes below zero: an undo past zero is stored as refused, with nothing applied.

export type NewHostReport =
  { kind: 'count'; delta: number } | { kind: 'line'; minutes: number } | { kind: 'status'; status: HostStatus; lastEntry?: string }

export interface HostReportInput {
  id: string
  siteId: string
  userId: string
  tappedAt: string
  day: CalendarDay
  report: NewHostReport
}

export type StoreOutcome = 'stored' | 'duplicate' | 'refused'

/** Stores one report; 'duplicate' when its id is already stored (whoever sent it). */
export async function storeHostReport(db: Kysely<Database>, input: HostReportInput, now = new Date()): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx) => {
    const { report } = input
    const inserted = await trx
      .insertInto('host_reports')
      .values({
        id: input.id,
        site_id: input.siteId,
        user_id: input.userId,
        kind: report.kind,
        delta: report.kind === 'count' ? report.delta : 0,
        minutes: report.kind === 'line' ? report.minutes : null,
        status: report.kind === 'status' ? report.status : null,
        last_entry: report.kind === 'status' ? (report.lastEntry ?? null) : null,
        refused: null,
        tapped_at: input.tappedAt,
        received_at: toTimestamp(now),
        day: input.day,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return 'duplicate'
    if (report.kind !== 'count' || report.delta === 0) return 'stored'
    await trx
      .insertInto('visit_counts')
      .values({ site_id: input.siteId, day: input.day, total: 0, updated_at: toTimestamp(now) })
      .onConflict((oc) => oc.columns(['site_id', 'day']).doNothing())
      .execute()
    const moved = await trx
      .updateTable('visit_counts')
      .set((eb) => ({ total: eb('total', '+', report.delta), updated_at: toTimestamp(now) }))
      .where('site_id', '=', input.siteId)
      .where('day', '=', input.day)
      .where((eb) => eb(eb('total', '+', report.delta), '>=', 0))
      .executeTakeFirst()
    if (moved.numUpdatedRows === 1n) return 'stored'
    await trx.updateTable('host_reports').set({ delta: 0, refused: 'below-zero' }).where('id', '=', input.id).execute()
    return 'refused'
  })
}

/** The visitors counted at a site on a day. */
export async function visitTotal(db: Kysely<Database>, siteId: string, day: CalendarDay): Promise<number> {
  const row = await db.selectFrom('visit_counts').select('total').where('site_id', '=', siteId).where('day', '=', day).executeTakeFirst()
  return Number(row?.total ?? 0)
}

/** Every site's visitors on each of `days`. */
export async function visitTotals(
  db: Kysely<Database>,
  days: CalendarDay[],
): Promise<{ siteId: string; day: CalendarDay; total: number }[]> {
  if (days.length === 0) return []
  const rows = await db.selectFrom('visit_counts').select(['site_id', 'day', 'total']).where('day', 'in', days).execute()
  return rows.map((r) => ({ siteId: r.site_id, day: r.day, total: Number(r.total) }))
}

/** The newest line and the newest status of each site reported since `since`. */
export async function latestReports(
  db: Kysely<Database>,
  since: Date,
  siteId?: string,
): Promise<{ line: Map<string, HostReport>; status: Map<string, HostReport> }> {
  let query = db.selectFrom('host_reports').selectAll().where('kind', 'in', ['line', 'status']).where('tapped_at', '>=', toTimestamp(since))
  if (siteId) query = query.where('site_id', '=', siteId)
  const rows = await query.orderBy('tapped_at', 'asc').execute()
  const line = new Map<string, HostReport>()
  const status = new Map<string, HostReport>()
  for (const row of rows) (row.kind === 'line' ? line : status).set(row.site_id, row)
  return { line, status }
}

/** The last line or status reported at a site on a day (the host tool shows it; counts are its total). */
export async function lastReportAt(
  db: Kysely<Database>,
  siteId: string,
  day: CalendarDay,
  kinds: readonly ('line' | 'status')[] = ['line', 'status'],
): Promise<HostReport | undefined> {
  return db
    .selectFrom('host_reports')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('day', '=', day)
    .where('kind', 'in', kinds)
    .orderBy('tapped_at', 'desc')
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The counts applied on `days`, each with its phone time: the operations view buckets them by hour. */
export async function countTaps(db: Kysely<Database>, days: CalendarDay[]): Promise<{ siteId: string; tappedAt: string; delta: number }[]> {
  if (days.length === 0) return []
  const rows = await db
    .selectFrom('host_reports')
    .select(['site_id', 'tapped_at', 'delta'])
    .where('kind', '=', 'count')
    .where('day', 'in', days)
    .where('delta', '!=', 0)
    .execute()
  return rows.map((r) => ({ siteId: r.site_id, tappedAt: r.tapped_at, delta: Number(r.delta) }))
}

/** The newest report per site on `day` (any kind), for "no report in the last 30 minutes". */
export async function lastReportPerSite(db: Kysely<Database>, day: CalendarDay): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('host_reports')
    .select(['site_id'])
    .select((eb) => eb.fn.max('tapped_at').as('last'))
    .where('day', '=', day)
    .groupBy('site_id')
    .execute()
  return new Map(rows.map((r) => [r.site_id, String(r.last)]))
}
