'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import type { HostSite } from '@/door/hosts/access'
import type { DoorSession } from '@/door/hosts/wire'
import { isOffline } from '@/kernel/browser/connection'
import { formatZonedTime } from '@/kernel/time'
import { keepsCode, refusalHeadline, refusalSentence, type CheckInAnswer, type CheckInRefusal } from '@/door/check-in/check-in-words'
import { ApiError, callApi } from '@/ui/runtime/api.client'
import { DoorSessions } from './door-sessions'
import { TicketScanner } from './ticket-scanner.client'
import { useOnline } from './use-online'
import styles from './host.module.css'
import checkIn from './check-in-tickets.module.css'

// The host tool's "Check in tickets": a ticket's code scanned or typed goes to the server, and the
// answer is shown big enough to read at arm's length: a tick with the places and the tour, or a
// cross with why (checked in already and when, another building, not a ticket). Checking in needs
// the server (a ticket is let in once across every phone at the door), so without a connection
// nothing is sent: the tool says so and keeps the code in the field for when it is back. Staff
// can undo a check-in just made by mistake (door/check-in/undo-check-in.ts).

type Result =
  | { kind: 'in'; ticketId: string; seats: number; title: string; start: string }
  | { kind: 'undone'; seats: number; title: string }
  | { kind: 'refused'; headline: string; message: string; title?: string; start?: string }
  | { kind: 'offline' }

export function CheckInTickets({
  site,
  timeZone,
  sessions,
  staff,
  onCheckedIn,
}: {
  site: HostSite
  timeZone: string
  sessions: DoorSession[]
  /** The centre's staff may undo a check-in made by mistake. */
  staff: boolean
  onCheckedIn: () => void
}) {
  const [result, setResult] = useState<Result | undefined>()
  const [busy, setBusy] = useState(false)
  const online = useOnline()
  const t = useTranslations('host')
  const language = useLocale()
  const time = (at: string) => formatZonedTime(at, timeZone, language)

  async function check(code: string): Promise<boolean> {
    if (isOffline()) {
      setResult({ kind: 'offline' })
      return false
    }
    setBusy(true)
    setResult(undefined)
    try {
      const answer = await callApi<CheckInAnswer>('/api/host/check-ins', { method: 'POST', body: { siteId: site.id, code } })
      const { ticketId, seats, title, start } = answer.data
      setResult({ kind: 'in', ticketId, seats, title, start })
      onCheckedIn()
      return true
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status === 0) {
        setResult({ kind: 'offline' })
        return false
      }
      const error = failure.error as Partial<CheckInRefusal>
      setResult({
        kind: 'refused',
        headline: refusalHeadline(error.code, error.checkedInAt, timeZone, t, language),
        // The headline already says when it was checked in.
        message: error.code === 'already_checked_in' ? '' : refusalSentence(error, failure.message, timeZone, t, language),
        title: error.title,
        start: error.start,
      })
      return !keepsCode(error.code, failure.status)
    } finally {
      setBusy(false)
    }
  }

  async function undo(ticketId: string, seats: number, title: string) {
    setBusy(true)
    try {
      await callApi(`/api/host/check-ins/${encodeURIComponent(ticketId)}`, { method: 'DELETE' })
      setResult({ kind: 'undone', seats, title })
      onCheckedIn()
    } catch (failure) {
      const offline = !(failure instanceof ApiError) || failure.status === 0
      setResult(offline ? { kind: 'offline' } : { kind: 'refused', headline: t('checkIn.notUndone'), message: failure.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="host-check-in">
      <h2 id="host-check-in">{t('checkIn.title')}</h2>
      {online ? null : (
        <p className={styles.waiting} role="status">
          {t('checkIn.offline')}
        </p>
      )}
      <TicketScanner onCode={check} />
      <div aria-live="polite" data-testid="check-in-result">
        {busy ? <p className={styles.status}>{t('checkIn.checking')}</p> : null}
        {result?.kind === 'in' ? (
          <div className={`${checkIn.result} ${checkIn.in}`}>
            <p className={checkIn.headline}>
              <span aria-hidden="true">✓ </span>
              {t('checkIn.checkedIn', { count: result.seats })}
            </p>
            <p className={checkIn.what}>
              {result.title}, {time(result.start)}
            </p>
            {staff ? (
              <button
                type="button"
                className="button quiet"
                disabled={busy}
                onClick={() => void undo(result.ticketId, result.seats, result.title)}
              >
                {t('checkIn.undo')}
              </button>
            ) : null}
          </div>
        ) : null}
        {result?.kind === 'undone' ? (
          <div className={`${checkIn.result} ${checkIn.out}`}>
            <p className={checkIn.headline}>{t('checkIn.undone', { count: result.seats })}</p>
            <p className={checkIn.what}>{t('checkIn.undoneWhat', { title: result.title })}</p>
          </div>
        ) : null}
        {result?.kind === 'refused' ? (
          <div className={`${checkIn.result} ${checkIn.out}`}>
            <p className={checkIn.headline}>
              <span aria-hidden="true">✗ </span>
              {result.headline}
            </p>
            {result.message ? <p className={checkIn.what}>{result.message}</p> : null}
            {result.title && result.start ? (
              <p className={checkIn.what}>{t('checkIn.ticketFor', { title: result.title, time: time(result.start) })}</p>
            ) : null}
          </div>
        ) : null}
        {result?.kind === 'offline' ? (
          <div className={`${checkIn.result} ${checkIn.out}`}>
            <p className={checkIn.headline}>
              <span aria-hidden="true">✗ </span>
              {t('checkIn.notSent')}
            </p>
            <p className={checkIn.what}>{t('checkIn.noConnection')}</p>
          </div>
        ) : null}
      </div>
      <DoorSessions sessions={sessions} timeZone={timeZone} />
    </section>
  )
}
