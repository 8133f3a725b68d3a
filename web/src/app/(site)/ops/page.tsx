import type { Metadata } from 'next'
import { DayTotals } from '@/door/ui/ops/day-totals'
import { DoorSessionsTable } from '@/door/ui/ops/door-sessions-table'
import { HostsSignedIn } from '@/door/ui/ops/hosts-signed-in'
import { LongestLines } from '@/door/ui/ops/longest-lines'
import { OpsDayPicker } from '@/door/ui/ops/ops-day-picker'
import { QuietSites } from '@/door/ui/ops/quiet-sites'
import { StartingSoon } from '@/door/ui/ops/starting-soon'
import { VisitsChart } from '@/door/ui/ops/visits-chart'
import { VisitsTable } from '@/door/ui/ops/visits-table'
import styles from '@/door/ui/ops/ops.module.css'
import { parseDayParam } from '@/door/ops/days-shown'
import { QUIET_MINUTES } from '@/door/ops/quiet-sites'
import { startingSoon } from '@/door/check-in/starting-soon'
import { readOpsView } from '@/door/ops/read-ops-view'
import { staffOnlyPage } from '@/door/ops/staff-only'
import { getDatabase } from '@/platform/db/database'
import { festivalDoorSessions } from '@/door/check-in/door-sessions'
import { now as clockNow } from '@/platform/clock'
import { formatZonedTime } from '@/kernel/time'

// The centre's operations view (template `ops`): the festival as the hosts on the doors report
// it. Staff only, per request, never cached nor indexed. What staff act on comes first (doors with
// no report, the longest lines, the sessions starting next), short enough for a phone; the tables,
// wide and long, are one tap away in their disclosures.

export const metadata: Metadata = { title: 'Operations', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

interface Props {
  searchParams: Promise<{ day?: string | string[] }>
}

export default async function OpsPage({ searchParams }: Props) {
  const requested = parseDayParam((await searchParams).day)
  await staffOnlyPage(requested ? `/ops?day=${requested}` : '/ops')
  const now = clockNow()
  const view = await readOpsView(requested, now)
  const sessions = await festivalDoorSessions({ db: getDatabase() }, view.day)
  return (
    <div className={styles.page} data-template="ops">
      <h1>Operations</h1>
      <p className="lede">
        The festival as the hosts on the doors count it. As of {formatZonedTime(now, view.timeZone)}; reload for the latest.
      </p>
      <OpsDayPicker days={view.days} />
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="ops-quiet-heading">
          <h2 id="ops-quiet-heading">No report for {QUIET_MINUTES} minutes</h2>
          <QuietSites sites={view.quiet} now={now} />
        </section>
        <section className={styles.section} aria-labelledby="ops-lines-heading">
          <h2 id="ops-lines-heading">Longest lines now</h2>
          <LongestLines lines={view.lines} now={now} />
        </section>
        <section className={styles.section} aria-labelledby="ops-soon-heading">
          <h2 id="ops-soon-heading">Starting soon at the doors</h2>
          <StartingSoon sessions={startingSoon(sessions, now)} timeZone={view.timeZone} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="ops-visits-heading">
        <h2 id="ops-visits-heading">Visits per hour, {view.dayLabel}</h2>
        <VisitsChart view={view} />
        <details className={styles.more}>
          <summary>Visits per hour at each site (table)</summary>
          <VisitsTable view={view} />
        </details>
        <p className={styles.note}>
          Hours in the festival’s time zone, by the host’s phone clock; an undo takes a visit back from the hour it is tapped in.{' '}
          <a href="/api/ops/visits.csv" download>
            Download every day’s visits (CSV)
          </a>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="ops-sessions-heading">
        <h2 id="ops-sessions-heading">Tours and events at the doors, {view.dayLabel}</h2>
        <details className={styles.more}>
          <summary>All {sessions.length} booked sessions of the day (table)</summary>
          <DoorSessionsTable sessions={sessions} timeZone={view.timeZone} dayLabel={view.dayLabel} />
        </details>
        <p className={styles.note}>
          Places checked in by the hosts; ten minutes after the start the tickets nobody checked in are no-shows, and their places go to
          walk-ups.{' '}
          <a href="/api/ops/sessions.csv" download>
            Download every session’s figures (CSV)
          </a>
        </p>
      </section>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="ops-totals-heading">
          <h2 id="ops-totals-heading">Visits by day</h2>
          <DayTotals view={view} />
        </section>
        <section className={styles.section} aria-labelledby="ops-hosts-heading">
          <h2 id="ops-hosts-heading">Hosts signed in</h2>
          <HostsSignedIn hosts={view.hosts} />
        </section>
      </div>
    </div>
  )
}
