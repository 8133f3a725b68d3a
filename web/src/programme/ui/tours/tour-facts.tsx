import Link from '@/ui/link'
import type { Tour } from '@/content/records/programme-pages'
import { formatPrice } from '@/kernel/text/price'
import { describeDays, startTime } from '@/programme/tours/tour-schedule'
import { formatCalendarDate, formatDuration } from '@/kernel/time'
import { wordsIn } from '@/platform/i18n/catalogues'
import { tourModeTitle } from '../events/labels'
import styles from './tours.module.css'

// A tour's practical facts: kind, length, prices, where it starts and, for city tours, when. In
// the page's language (English when none is given); the price tiers' labels and the meeting
// point's name are the editors' and have no translation yet, so a page in another language marks
// them with the default (`fallback`).

function dateRange(t: ReturnType<typeof wordsIn<'tour'>>, language: string | undefined, from?: string, to?: string): string {
  const fmt = (d: string) => formatCalendarDate(d, 'month-day-year', language)
  if (from && to) return t('dateRange', { from: fmt(from), to: fmt(to) })
  if (from) return t('fromDate', { from: fmt(from) })
  if (to) return t('untilDate', { to: fmt(to) })
  return ''
}

export function TourFacts({
  tour,
  currency,
  language,
  fallback,
}: {
  tour: Tour['fields']
  currency: string
  language?: string
  fallback?: string
}) {
  const t = wordsIn(language, 'tour')
  return (
    <dl className="facts">
      <dt>{t('fact.type')}</dt>
      <dd>{tourModeTitle(tour.mode, language)}</dd>
      {tour.durationMinutes ? (
        <>
          <dt>{t('fact.duration')}</dt>
          <dd>{formatDuration(tour.durationMinutes)}</dd>
        </>
      ) : null}
      {tour.priceTiers.length ? (
        <>
          <dt>{t('fact.price')}</dt>
          <dd>
            <ul className={styles.plainList}>
              {tour.priceTiers.map((tier) => (
                <li key={tier.label}>
                  <span lang={fallback}>{tier.label}</span>: {formatPrice(tier.amount, currency, language ? { locale: language } : {})}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {tour.meetingPoint ? (
        <>
          <dt>{t('fact.meetingPoint')}</dt>
          <dd>
            {tour.meetingPoint.site?.slug ? (
              <Link href={`/sites/${tour.meetingPoint.site.slug}`} lang={tour.meetingPoint.name ? fallback : undefined}>
                {tour.meetingPoint.name ?? tour.meetingPoint.site.name}
              </Link>
            ) : (
              <span lang={fallback}>{tour.meetingPoint.name}</span>
            )}
            {tour.meetingPoint.address ? (
              <>
                <br />
                {tour.meetingPoint.address}
              </>
            ) : tour.meetingPoint.location?.approximate ? (
              <>
                <br />
                {wordsIn(language, 'event')('exactOnSitePage')}
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {tour.schedule.length ? (
        <>
          <dt>{t('fact.schedule')}</dt>
          <dd data-testid="tour-schedule">
            {tour.schedule.map((s, i) => (
              <p key={i}>
                {describeDays(s.days, language)}, {s.startTimes.map((time) => startTime(time, language)).join(', ')}
                {s.fromDate || s.toDate ? ` (${dateRange(t, language, s.fromDate, s.toDate)})` : ''}
              </p>
            ))}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
