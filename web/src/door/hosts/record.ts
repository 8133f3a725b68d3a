import type { Kysely } from 'kysely'
import { storeHostReport, type StoreOutcome } from '@/door/store/host-reports'
import type { Database } from '@/platform/db/schema'
import { announceWaitChange } from '@/door/lines/announce'
import { hostAccess } from './access'
import { readFestivalDates } from '@/content/festival-days'
import { festivalDayOf } from './festival-today'
import { implausibleTime, NOT_COUNTED_MESSAGES, type HostReportBody, type NotCountedReason } from './report-body'

// Storing a phone's taps. Either the request is refused whole (a site the person may not report
// for: nothing stored), or each tap gets its own outcome: stored, a duplicate of one already
// stored (a resend), refused (an undo past zero), or not counted with the reason (a time that
// cannot be right, a day the festival is not on). The phone drops every tap that has an outcome
// and keeps the rest for its next try.

export type TapOutcome =
  { id: string; outcome: StoreOutcome } | { id: string; outcome: 'not-counted'; reason: NotCountedReason; message: string }

const notCounted = (id: string, reason: NotCountedReason): TapOutcome => ({
  id,
  outcome: 'not-counted',
  reason,
  message: NOT_COUNTED_MESSAGES[reason],
})

export type RecordResult = { ok: true; results: TapOutcome[] } | { ok: false; siteId: string }

export async function recordReports(
  db: Kysely<Database>,
  user: { id: string; email: string },
  reports: HostReportBody[],
  now: Date,
): Promise<RecordResult> {
  const { sites } = await hostAccess(user.email)
  const allowed = new Set(sites.map((s) => s.id))
  const foreign = reports.find((r) => !allowed.has(r.siteId))
  if (foreign) return { ok: false, siteId: foreign.siteId }
  const results: TapOutcome[] = []
  let announce = false
  const days = await readFestivalDates()
  for (const tap of reports) {
    const problem = implausibleTime(tap.at, now)
    if (problem) {
      results.push(notCounted(tap.id, problem))
      continue
    }
    const at = new Date(tap.at)
    const festival = festivalDayOf(at, days)
    if (!festival.open) {
      results.push(notCounted(tap.id, 'festival-off'))
      continue
    }
    const outcome = await storeHostReport(
      db,
      { id: tap.id, siteId: tap.siteId, userId: user.id, tappedAt: at.toISOString(), day: festival.day, report: tap.report },
      now,
    )
    if (outcome === 'stored' && tap.report.kind !== 'count') announce = true
    results.push({ id: tap.id, outcome })
  }
  if (announce) announceWaitChange()
  return { ok: true, results }
}
