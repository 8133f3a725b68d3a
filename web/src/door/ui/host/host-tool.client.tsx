'use client'

import { useLocale, useTranslations } from 'use-intl'
import type { HostSite } from '@/door/hosts/access'
import { MAX_LINE_MINUTES } from '@/door/hosts/report-body'
import type { HostDay } from '@/door/hosts/summary'
import { DOOR_CHOICES, lastReportText, LINE_CHOICES, standing } from '@/door/hosts/tap-words'
import { CheckInTickets } from './check-in-tickets.client'
import { TapForm } from './tap-form.client'
import { useTapSender } from './use-tap-sender'
import styles from './host.module.css'

// The host tool on a phone: one tap per action, rendered here and sent by useTapSender
// (use-tap-sender.ts); offline, the taps wait on the phone and the screen says how many. Its words
// are the catalogue's "host" messages in the host's language, given by the page (WordsProvider).

export function HostTool({ site, summary, staff = false }: { site: HostSite; summary: HostDay; staff?: boolean }) {
  const { server, waiting: mine, total, online, message, lastCount, tap, undo, refresh } = useTapSender(site, summary)
  const t = useTranslations('host')
  const language = useLocale()
  const last = lastReportText(server.last, server.timeZone, t, language)
  // Marked on their buttons (aria-pressed): what a host taking over reads at a glance.
  const now = standing(server, mine)

  if (!server.open) {
    return (
      <section className={styles.panel} aria-labelledby="host-closed">
        <h2 id="host-closed">{t('notOpen')}</h2>
        <p>{server.closedMessage}</p>
      </section>
    )
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby="host-count">
        <h2 id="host-count">{t('visitorsToday')}</h2>
        <p className={styles.count} data-testid="host-total" aria-live="polite">
          {total}
        </p>
        {last ? <p className={styles.status}>{t('lastReport', { report: last })}</p> : null}
        {mine.length ? (
          <p className={styles.waiting} role="status" data-testid="host-waiting">
            {online ? t('sending', { count: mine.length }) : t('offlineKept', { count: mine.length })}
          </p>
        ) : null}
        {message ? (
          <p className="notice" role="alert">
            {message}
          </p>
        ) : null}
        <div className={styles.row}>
          <button type="button" className={`${styles.tap} ${styles.primary}`} onClick={() => tap({ kind: 'count', delta: 1 })}>
            +1
          </button>
          <button type="button" className={`${styles.tap} ${styles.primary}`} onClick={() => tap({ kind: 'count', delta: 5 })}>
            +5
          </button>
          <button type="button" className={styles.tap} onClick={undo} disabled={!lastCount}>
            {lastCount ? t('undo', { delta: `${lastCount.delta > 0 ? '+' : ''}${lastCount.delta}` }) : t('undoLast')}
          </button>
        </div>
      </section>

      <CheckInTickets site={site} timeZone={server.timeZone} sessions={server.sessions} staff={staff} onCheckedIn={() => void refresh()} />

      <section className={styles.panel} aria-labelledby="host-line">
        <h2 id="host-line">{t('lineNow')}</h2>
        <div className={styles.row}>
          {LINE_CHOICES.map((line) => (
            <button
              key={line.minutes}
              type="button"
              className={styles.tap}
              aria-pressed={now.line === line.minutes}
              onClick={() => tap({ kind: 'line', minutes: line.minutes })}
            >
              {t(line.key)}
            </button>
          ))}
        </div>
        <TapForm label={t('minutes')} onReport={(value) => tap({ kind: 'line', minutes: Number(value) })}>
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={MAX_LINE_MINUTES} />}
        </TapForm>
      </section>

      <section className={styles.panel} aria-labelledby="host-door">
        <h2 id="host-door">{t('door')}</h2>
        <div className={styles.stack}>
          {DOOR_CHOICES.map((door) => (
            <button
              key={door.status}
              type="button"
              className={styles.tap}
              aria-pressed={now.status === door.status}
              onClick={() => tap({ kind: 'status', status: door.status })}
            >
              {t(door.key)}
            </button>
          ))}
        </div>
        <TapForm label={t('lastEntryAt')} onReport={(value) => tap({ kind: 'status', status: 'last-entry', lastEntry: value })}>
          {(field) => <input {...field} type="time" />}
        </TapForm>
      </section>
    </>
  )
}
