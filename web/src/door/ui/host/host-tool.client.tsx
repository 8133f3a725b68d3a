'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { HostSite } from '@/door/hosts/access'
import { hostReport, MAX_LINE_MINUTES, type HostReportBody } from '@/door/hosts/report-body'
import type { HostDay } from '@/door/hosts/summary'
import { formatZonedTime } from '@/kernel/time'
import { CheckInTickets } from './check-in-tickets.client'
import { sendTaps } from './send-taps'
import { TapForm } from './tap-form.client'
import { enqueue, queuedTaps, useQueuedTaps, withdraw } from './tap-queue'
import { useOnline } from './use-online'
import styles from './host.module.css'
import { count, NOUNS } from '@/kernel/text/count'

// The host tool on a phone: one tap per action. Every tap is queued on the phone first (with an id
// made here and the phone's time) and then sent; offline, the taps wait and the screen says how
// many, and they go when the connection returns. The count shown is the server's count plus the
// counts still on the phone.

type Report = HostReportBody['report']

const LINES = [
  { minutes: 0, label: 'No line' },
  { minutes: 15, label: '~15 min' },
  { minutes: 30, label: '~30 min' },
  { minutes: 45, label: '~45 min' },
  { minutes: 60, label: '60+ min' },
]

const RETRY_MS = 10_000
const SEND_GAP_MS = 1_500

function describe(last: HostDay['last'], timeZone: string): string | undefined {
  if (!last) return undefined
  const at = formatZonedTime(last.at, timeZone)
  if (last.kind === 'line') return `Line: ${last.minutes === 0 ? 'no line' : `${last.minutes} min`} at ${at}`
  if (last.kind === 'status') {
    const words: Record<string, string> = {
      'at-capacity': 'At capacity, entry paused',
      'closed-early': 'Closed early',
      reopened: 'Reopened',
      'last-entry': `Last entry at ${last.lastEntry ?? ''}`,
    }
    return `${words[last.status ?? ''] ?? last.status} at ${at}`
  }
  return undefined
}

export function HostTool({ site, summary }: { site: HostSite; summary: HostDay }) {
  const [server, setServer] = useState(summary)
  const queue = useQueuedTaps()
  const browserOnline = useOnline()
  // The last send reached no server: offline too, whatever the browser says.
  const [unreachable, setUnreachable] = useState(false)
  const online = browserOnline && !unreachable
  const [message, setMessage] = useState<string | undefined>()
  const [lastCount, setLastCount] = useState<{ id: string; delta: number } | undefined>()
  const sending = useRef(false)

  const mine = queue.filter((t) => t.siteId === site.id)
  const waitingCount = mine.reduce((sum, t) => sum + (t.report.kind === 'count' ? t.report.delta : 0), 0)

  const refresh = useCallback(async () => {
    const response = await fetch(`/api/host/sites/${encodeURIComponent(site.id)}`, { cache: 'no-store' }).catch(() => undefined)
    if (!response?.ok) return
    const body = (await response.json()) as { data: HostDay }
    setServer(body.data)
  }, [site.id])

  const flush = useCallback(async () => {
    if (sending.current) return
    let pending = queuedTaps()
    if (pending.length === 0 || navigator.onLine === false) return
    sending.current = true
    try {
      for (;;) {
        const result = await sendTaps(pending)
        setUnreachable(result.kind === 'offline')
        if (result.kind !== 'sent') {
          if (result.kind !== 'offline') setMessage(result.message)
          return
        }
        const notCounted = result.outcomes.find((o) => o.outcome === 'not-counted')
        const refused = result.outcomes.some((o) => o.outcome === 'refused')
        setMessage(
          notCounted && 'message' in notCounted
            ? notCounted.message
            : refused
              ? 'An undo was not applied: the count cannot go below zero.'
              : undefined,
        )
        await refresh()
        // Taps made while this send was on its way (an undo among them) go straight after it.
        const sent = new Set(pending.map((t) => t.id))
        pending = queuedTaps()
        if (!pending.some((t) => !sent.has(t.id))) return
      }
    } finally {
      sending.current = false
    }
  }, [refresh])

  useEffect(() => {
    const goOnline = () => void flush()
    window.addEventListener('online', goOnline)
    const timer = window.setInterval(() => void flush(), RETRY_MS)
    void flush()
    return () => {
      window.removeEventListener('online', goOnline)
      window.clearInterval(timer)
    }
  }, [flush])

  function tap(report: Report) {
    const candidate = { id: crypto.randomUUID(), siteId: site.id, at: new Date().toISOString(), report }
    const checked = hostReport.safeParse(candidate)
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? 'That tap cannot be right.')
      return
    }
    setMessage(undefined)
    enqueue(checked.data)
    if (report.kind === 'count') setLastCount({ id: candidate.id, delta: report.delta })
    // A burst of taps goes in one request.
    window.setTimeout(() => void flush(), SEND_GAP_MS)
  }

  function undo() {
    if (!lastCount) return
    // A count still on the phone is taken out; one on its way or stored is taken back by its opposite.
    if (!withdraw(lastCount.id)) tap({ kind: 'count', delta: -lastCount.delta })
    setLastCount(undefined)
  }

  const total = server.total + waitingCount
  const last = describe(server.last, server.timeZone)

  if (!server.open) {
    return (
      <section className={styles.panel} aria-labelledby="host-closed">
        <h2 id="host-closed">Not open today</h2>
        <p>{server.closedMessage}</p>
      </section>
    )
  }

  return (
    <>
      <section className={styles.panel} aria-labelledby="host-count">
        <h2 id="host-count">Visitors today</h2>
        <p className={styles.count} data-testid="host-total" aria-live="polite">
          {total}
        </p>
        {last ? <p className={styles.status}>Last report: {last}</p> : null}
        {mine.length ? (
          <p className={styles.waiting} role="status" data-testid="host-waiting">
            {online
              ? `Sending ${count(mine.length, NOUNS.tap)}…`
              : `Offline: ${count(mine.length, NOUNS.tap)} kept on this phone, sent when the connection is back.`}
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
            Undo {lastCount ? `${lastCount.delta > 0 ? '+' : ''}${lastCount.delta}` : 'last'}
          </button>
        </div>
      </section>

      <CheckInTickets site={site} timeZone={server.timeZone} sessions={server.sessions} onCheckedIn={() => void refresh()} />

      <section className={styles.panel} aria-labelledby="host-line">
        <h2 id="host-line">The line now</h2>
        <div className={styles.row}>
          {LINES.map((line) => (
            <button key={line.minutes} type="button" className={styles.tap} onClick={() => tap({ kind: 'line', minutes: line.minutes })}>
              {line.label}
            </button>
          ))}
        </div>
        <TapForm label="Minutes" onReport={(value) => tap({ kind: 'line', minutes: Number(value) })}>
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={MAX_LINE_MINUTES} />}
        </TapForm>
      </section>

      <section className={styles.panel} aria-labelledby="host-door">
        <h2 id="host-door">The door</h2>
        <div className={styles.row}>
          <button type="button" className={styles.tap} onClick={() => tap({ kind: 'status', status: 'at-capacity' })}>
            At capacity, entry paused
          </button>
          <button type="button" className={styles.tap} onClick={() => tap({ kind: 'status', status: 'closed-early' })}>
            Closed early
          </button>
          <button type="button" className={styles.tap} onClick={() => tap({ kind: 'status', status: 'reopened' })}>
            Reopened
          </button>
        </div>
        <TapForm label="Last entry at" onReport={(value) => tap({ kind: 'status', status: 'last-entry', lastEntry: value })}>
          {(field) => <input {...field} type="time" />}
        </TapForm>
      </section>
    </>
  )
}
