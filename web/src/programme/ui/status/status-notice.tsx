import { statusTitle, type LiveStatus } from '@/programme/status/notice'
import { formatZonedDateTime } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'

// A place's live status (cancelled, closed early, hours changed, at capacity now, long wait) as
// editors posted it, or as a site's host reported it at the door (at capacity, closed early:
// programme/status/host-notices.ts): a badge in the lists, a notice at the top of the place's page. Server
// markup: the page is re-rendered when the notice is published (the webhook expires its cache
// tag), or within seconds of a host's report (door/lines/announce.ts). The notice speaks the page's
// `language` (English on a page not yet translated); the editors' line is theirs as written.

/** Stops a visit (red) or only slows it (amber). */
const STOPS = new Set(['cancelled', 'closed-early'])

/** A status's title in `language` (English on a page not yet translated). */
export function statusTitleIn(status: Pick<LiveStatus, 'kind'>, language: string | undefined): string {
  const titles = wordsIn(language, 'status')
  return titles.has(status.kind as 'cancelled') ? titles(status.kind as 'cancelled') : statusTitle(status)
}

/** The badge of a list's card. */
export function StatusBadge({ status, language }: { status?: LiveStatus; language?: string }) {
  if (!status) return null
  return (
    <span className={`badge ${STOPS.has(status.kind) ? 'stop' : 'warn'}`} data-status={status.kind}>
      {statusTitleIn(status, language)}
    </span>
  )
}

/** The notice at the top of a place's page: what, the editors' line, and when. */
export function StatusNotice({
  status,
  timeZone,
  source = 'editor',
  language,
}: {
  status?: LiveStatus
  timeZone: string
  /** 'host': reported at the door by the site's host. */
  source?: 'editor' | 'host'
  language?: string
}) {
  if (!status) return null
  const t = wordsIn(language, 'site')
  const when = formatZonedDateTime(status.postedAt, timeZone, 'short', language)
  const title = statusTitleIn(status, language)
  return (
    <p className={`notice status-notice ${STOPS.has(status.kind) ? 'stop' : 'warn'}`} data-status={status.kind} data-source={source}>
      <strong>{title}</strong>
      {status.message ? ` · ${status.message}` : ''}
      <span className="muted">{` · ${source === 'host' ? t('statusReported', { when }) : t('statusUpdated', { when })}`}</span>
    </p>
  )
}
