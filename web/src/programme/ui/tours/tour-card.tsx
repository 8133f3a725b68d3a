import { langOfFields } from '@/content/page-language'
import { statusTitleIn } from '@/programme/ui/status/status-notice'
import Link from '@/ui/link'
import type { Tour } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { capacitySummary, describeDays, sessionsByDay, sessionTime, startTime } from '@/programme/tours/tour-schedule'
import { formatDuration } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './tours.module.css'

// A tour in the list: city tours with their timetable and prices, festival site tours with their
// sessions by day. In the page's language (English when none is given); a field the tour has no
// translation of is marked with the language it is shown in (`fallback`).

function fromPrice(tour: Tour['fields'], currency: string, language?: string): string | undefined {
  const t = wordsIn(language, 'tours')
  if (tour.priceTiers.length === 0) return undefined
  const lowest = Math.min(...tour.priceTiers.map((tier) => tier.amount))
  if (tour.priceTiers.every((tier) => tier.amount === 0)) return t('free')
  return t('from', { price: formatPrice(lowest, currency, language ? { locale: language } : {}) })
}

export function TourCard({
  tour,
  timeZone,
  currency,
  level = 'h3',
  language,
  fallback,
}: {
  tour: Tour['fields']
  timeZone: string
  /** The settings' currency, for the price. */
  currency: string
  level?: 'h3' | 'h4'
  language?: string
  /** The language an untranslated field is shown in, when the page's is another. */
  fallback?: string
}) {
  const t = wordsIn(language, 'tours')
  const price = fromPrice(tour, currency, language)
  const langOf = langOfFields(fallback, tour.untranslated)
  const Heading = level
  return (
    <article className={`card ${styles.tour}`}>
      <div className="card-body">
        <Heading className="card-title" lang={langOf('title')}>
          <Link href={`/tours/${tour.slug}`}>{tour.title}</Link>
        </Heading>
        {tour.summary ? <p lang={langOf('summary')}>{tour.summary}</p> : null}
        <p className="cluster">
          {tour.durationMinutes ? <span className="badge closed">{formatDuration(tour.durationMinutes)}</span> : null}
          {price ? <span className="badge">{price}</span> : null}
          {tour.membersOnly ? <span className="badge member">{t('membersOnly')}</span> : null}
        </p>
        {tour.kind === 'city'
          ? tour.schedule.map((s, i) => (
              <p key={i} className="muted">
                {describeDays(s.days, language)}: {s.startTimes.map((time) => startTime(time, language)).join(', ')}
              </p>
            ))
          : null}
        {tour.kind === 'festival' && tour.sessions.length ? (
          <>
            <p className="muted">
              {t('sessions', { count: tour.sessions.length })} · {capacitySummary(tour.sessions, language)}
            </p>
            <ul className={styles.sessions} aria-label={t('sessionsOf', { title: tour.title })}>
              {sessionsByDay(tour.sessions, timeZone, language).map(({ day, label, sessions }) => (
                <li key={day}>
                  <strong>{label}:</strong>{' '}
                  {sessions
                    .map(
                      (s) =>
                        `${sessionTime(s, timeZone, language)} (${s.status ? statusTitleIn(s.status, language).toLocaleLowerCase(language) : t('places', { count: s.capacity })})`,
                    )
                    .join(', ')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {tour.meetingPoint?.name ? (
          <p className="muted">
            {/* The meeting point's name is the editors' and has no translation. */}
            {t.rich('meets', { name: tour.meetingPoint.name, place: (chunks) => <span lang={fallback}>{chunks}</span> })}
          </p>
        ) : null}
      </div>
    </article>
  )
}
