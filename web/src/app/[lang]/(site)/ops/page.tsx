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
import { viewerLanguage } from '@/door/ui/viewer-language'
import { wordsOf } from '@/platform/i18n/catalogues'

// The centre's operations view (template `ops`): the festival as the hosts on the doors report
// it. Staff only, per request, never cached nor indexed. What staff act on comes first (doors with
// no report, the longest lines, the sessions starting next), short enough for a phone; the tables,
// wide and long, are one tap away in their disclosures. It speaks the staff member's language
// (the account's), days, hours and numbers included.

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await viewerLanguage()
  return { title: wordsOf(language, 'ops')('title'), robots: { index: false, follow: false } }
}

interface Props {
  searchParams: Promise<{ day?: string | string[] }>
}

export default async function OpsPage({ searchParams }: Props) {
  const requested = parseDayParam((await searchParams).day)
  const user = await staffOnlyPage(requested ? `/ops?day=${requested}` : '/ops')
  const now = clockNow()
  const { language } = await viewerLanguage(user)
  const t = wordsOf(language, 'ops')
  const view = await readOpsView(requested, now, language)
  const sessions = await festivalDoorSessions({ db: getDatabase() }, view.day)
  return (
    <div className={styles.page} data-template="ops" lang={language}>
      <h1>{t('title')}</h1>
      <p className="lede">{t('lede', { time: formatZonedTime(now, view.timeZone, language) })}</p>
      <OpsDayPicker days={view.days} t={t} />
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="ops-quiet-heading">
          <h2 id="ops-quiet-heading">{t('quietHeading', { minutes: QUIET_MINUTES })}</h2>
          <QuietSites sites={view.quiet} now={now} t={t} />
        </section>
        <section className={styles.section} aria-labelledby="ops-lines-heading">
          <h2 id="ops-lines-heading">{t('linesHeading')}</h2>
          <LongestLines lines={view.lines} now={now} t={t} />
        </section>
        <section className={styles.section} aria-labelledby="ops-soon-heading">
          <h2 id="ops-soon-heading">{t('soonHeading')}</h2>
          <StartingSoon sessions={startingSoon(sessions, now)} timeZone={view.timeZone} t={t} language={language} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="ops-visits-heading">
        <h2 id="ops-visits-heading">{t('visitsHeading', { day: view.dayLabel })}</h2>
        <VisitsChart view={view} t={t} language={language} />
        <details className={styles.more}>
          <summary>{t('visitsTableSummary')}</summary>
          <VisitsTable view={view} t={t} language={language} />
        </details>
        <p className={styles.note}>
          {t('visitsNote')}{' '}
          <a href="/api/ops/visits.csv" download>
            {t('visitsCsv')}
          </a>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="ops-sessions-heading">
        <h2 id="ops-sessions-heading">{t('sessionsHeading', { day: view.dayLabel })}</h2>
        <details className={styles.more}>
          <summary>{t('sessionsSummary', { count: sessions.length })}</summary>
          <DoorSessionsTable sessions={sessions} timeZone={view.timeZone} dayLabel={view.dayLabel} t={t} language={language} />
        </details>
        <p className={styles.note}>
          {t('sessionsNote')}{' '}
          <a href="/api/ops/sessions.csv" download>
            {t('sessionsCsv')}
          </a>
        </p>
      </section>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="ops-totals-heading">
          <h2 id="ops-totals-heading">{t('totalsHeading')}</h2>
          <DayTotals view={view} t={t} language={language} />
        </section>
        <section className={styles.section} aria-labelledby="ops-hosts-heading">
          <h2 id="ops-hosts-heading">{t('hostsHeading')}</h2>
          <HostsSignedIn hosts={view.hosts} t={t} />
        </section>
      </div>
    </div>
  )
}
