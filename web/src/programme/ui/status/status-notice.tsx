import { statusTitle, type LiveStatus } from '@/programme/status/notice'
import { formatZonedDateTime } from '@/kernel/time'

// A place's live status (cancelled, closed early, hours changed, at capacity now, long wait) as
// editors posted it, or as a site's host reported it at the door (at capacity, closed early:
// programme/status/host-notices.ts): a badge in the lists, a notice at the top of the place's page. Server
// markup: the page is re-rendered when the notice is published (the webhook expires its cache
// tag), or within seconds of a host's report (door/lines/announce.ts).

/** Stops a visit (red) or only slows it (amber). */
const STOPS = new Set(['cancelled', 'closed-early'])

/** The badge of a list's card. */
export function StatusBadge({ status }: { status?: LiveStatus }) {
  if (!status) return null
  return (
    <span className={`badge ${STOPS.has(status.kind) ? 'stop' : 'warn'}`} data-status={status.kind}>
      {statusTitle(status)}
    </span>
  )
}

/** The notice at the top of a place's page: what, the editors' line, and when. */
export function StatusNotice({
  status,
  timeZone,
  source = 'editor',
}: {
  status?: LiveStatus
  timeZone: string
  /** 'host': reported at the door by the site's host. */
  source?: 'editor' | 'host'
}) {
  if (!status) return null
  return (
    <p className={`notice status-notice ${STOPS.has(status.kind) ? 'stop' : 'warn'}`} data-status={status.kind} data-source={source}>
      <strong>{statusTitle(status)}</strong>
      {status.message ? ` · ${status.message}` : ''}
      <span className="muted">{` · ${source === 'host' ? 'Reported at the door' : 'Updated'} ${formatZonedDateTime(status.postedAt, timeZone, 'short')}`}</span>
    </p>
  )
}
