import Link from '@/ui/link'
import type { EventPage } from '@/content/records/programme-pages'
import { formatZonedTimeRange } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'
import { eventCategoryTitle } from './labels'
import styles from './events.module.css'
import { StatusBadge } from '@/programme/ui/status/status-notice'

// One event in the list: when, where, what kind, and the markers a visitor decides by, in the
// page's `language` (English when not given). Its title, shown in the default language for want
// of a translation, is marked with it (`fallback`).

type EventFields = Omit<EventPage['fields'], 'description'>

export function EventCard({
  event,
  timeZone,
  language,
  fallback,
}: {
  event: EventFields
  timeZone: string
  language?: string
  /** The default language, on a page in another. */
  fallback?: string
}) {
  const zone = event.timeZone ?? timeZone
  const t = wordsIn(language, 'events')
  const titleLang = fallback && event.untranslated.includes('title') ? fallback : undefined
  return (
    <article className={`card ${styles.event}`} data-cancelled={event.cancelled || undefined}>
      <div className="card-body">
        <p className={styles.when}>
          <time dateTime={event.start}>{formatZonedTimeRange(event.start, event.end, zone, language)}</time>
        </p>
        <h3 className="card-title" lang={titleLang}>
          <Link href={`/events/${event.slug}`}>{event.title}</Link>
        </h3>
        {event.venue?.name || event.venue?.site ? <p className="muted">{event.venue.name ?? event.venue.site?.name}</p> : null}
        <p className="cluster">
          <StatusBadge status={event.status} language={language} />
          {event.cancelled && event.status?.kind !== 'cancelled' ? <span className="badge warn">{t('card.cancelled')}</span> : null}
          {event.membersOnly ? <span className="badge member">{t('card.membersOnly')}</span> : null}
          <span className="badge">{t(event.isFree ? 'price.free' : 'price.ticketed')}</span>
          {event.categories.map((c) => (
            <span key={c} className="badge closed">
              {eventCategoryTitle(c, language)}
            </span>
          ))}
        </p>
      </div>
    </article>
  )
}
