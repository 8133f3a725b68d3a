import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import type { HostSite } from '@/door/hosts/access'
import { hostReport, type HostReportBody } from '@/door/hosts/report-body'
import type { HostDay } from '@/door/hosts/summary'
import { outcomesMessage } from '@/door/hosts/tap-words'
import { isOffline } from '@/kernel/browser/connection'
import { callApi } from '@/ui/runtime/api.client'
import { rememberDay, useOfflineDay } from './last-known-day'
import { sendTaps } from './send-taps'
import { enqueue, queuedTaps, useQueuedTaps, withdraw } from './tap-queue'
import { useOnline } from './use-online'

// The host tool's state and its sending, as a hook the tool renders: every tap is queued on the
// phone first (with an id made here and the phone's time) and then sent, in bursts, again every
// 10 s and when the connection returns, until the server has answered for it. The count shown is
// the server's count plus the counts still on the phone. The queue is tap-queue.ts; a batch's
// sending send-taps.ts; the words door/hosts/tap-words.ts.

type Report = HostReportBody['report']

const RETRY_MS = 10_000
const SEND_GAP_MS = 1_500

export function useTapSender(site: HostSite, summary: HostDay) {
  const [fresh, setFresh] = useState<HostDay | undefined>()
  const queue = useQueuedTaps()
  const browserOnline = useOnline()
  // The last send reached no server: offline too, whatever the browser says.
  const [unreachable, setUnreachable] = useState(false)
  const online = browserOnline && !unreachable
  const [message, setMessage] = useState<string | undefined>()
  const [lastCount, setLastCount] = useState<{ id: string; delta: number } | undefined>()
  const sending = useRef(false)
  const t = useTranslations('host')
  const language = useLocale()

  const offlineDay = useOfflineDay(site.id, summary.day)
  const server = fresh ?? offlineDay ?? summary
  const mine = queue.filter((t) => t.siteId === site.id)
  const waitingCount = mine.reduce((sum, t) => sum + (t.report.kind === 'count' ? t.report.delta : 0), 0)

  // Run fresh, the page's count is the newest there is, and is remembered; run from the saved copy
  // (offline), the server's last answer on this phone is newer than the copy's.
  useEffect(() => {
    if (!isOffline()) rememberDay(site.id, summary)
  }, [site.id, summary])

  const refresh = useCallback(async () => {
    // Offline or refused, the tool keeps what it showed: the taps on the phone still count.
    const answer = await callApi<HostDay>(`/api/host/sites/${encodeURIComponent(site.id)}`).catch(() => undefined)
    if (answer?.data) {
      setFresh(answer.data)
      rememberDay(site.id, answer.data)
    }
  }, [site.id])

  const flush = useCallback(async () => {
    if (sending.current) return
    let pending = queuedTaps()
    if (pending.length === 0 || navigator.onLine === false) return
    sending.current = true
    try {
      for (;;) {
        const result = await sendTaps(pending, t, language)
        setUnreachable(result.kind === 'offline')
        if (result.kind !== 'sent') {
          if (result.kind !== 'offline') setMessage(result.message)
          return
        }
        setMessage(outcomesMessage(result.outcomes, t))
        await refresh()
        // Taps made while this send was on its way (an undo among them) go straight after it.
        const sent = new Set(pending.map((t) => t.id))
        pending = queuedTaps()
        if (!pending.some((t) => !sent.has(t.id))) return
      }
    } finally {
      sending.current = false
    }
  }, [refresh, t, language])

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
      setMessage(checked.error.issues[0]?.message ?? t('tapWrong'))
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

  return {
    server,
    /** The taps of this site still on the phone. */
    waiting: mine,
    /** Today's count: the server's and the counts still on the phone. */
    total: server.total + waitingCount,
    online,
    message,
    lastCount,
    tap,
    undo,
    refresh,
  }
}
