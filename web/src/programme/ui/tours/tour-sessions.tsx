import type { Tour } from '@/content/records/programme-pages'
import { formatDuration } from '@/kernel/time'
import { StatusBadge } from '@/programme/ui/status/status-notice'
import { capacitySummary, sessionsByDay, sessionTime } from '@/programme/tours/tour-schedule'
import { wordsIn } from '@/platform/i18n/catalogues'

// A festival site tour's dated sessions: a table per day with each session's time and places, and
// who may book each as the booking rules say it (booking/reservations/who-may-book.ts, `access`).
// In the page's language (English when none is given); a notice's line is the editors' own.

export function TourSessions({
  tour,
  timeZone,
  access,
  language,
  fallback,
}: {
  tour: Tour['fields']
  timeZone: string
  access: ReadonlyMap<string, { words: string }>
  language?: string
  /** The language the editors' notice lines are in, when the page's is another. */
  fallback?: string
}) {
  const t = wordsIn(language, 'tour')
  const count = wordsIn(language, 'tours')
  if (tour.sessions.length === 0) return <p>{t('sessionsSoon')}</p>
  const sessionsText = count('sessions', { count: tour.sessions.length })
  return (
    <>
      <p>
        {tour.durationMinutes
          ? t('sessionsEach', { sessions: sessionsText, duration: formatDuration(tour.durationMinutes) })
          : sessionsText}{' '}
        · {capacitySummary(tour.sessions, language)}
      </p>
      {sessionsByDay(tour.sessions, timeZone, language).map(({ day, label, sessions }) => (
        <table key={day} data-testid="tour-sessions">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.starts')}</th>
              <th scope="col">{t('column.places')}</th>
              <th scope="col">{t('column.access')}</th>
              <th scope="col">{t('column.status')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>
                  <time dateTime={s.start}>{sessionTime(s, timeZone, language)}</time>
                </td>
                <td>{count('places', { count: s.capacity })}</td>
                <td>
                  {s.membersOnly ? (
                    <span className="badge member">{count('membersOnly')}</span>
                  ) : (
                    (access.get(s.id)?.words ?? t('openToAll'))
                  )}
                </td>
                <td>
                  {s.status ? <StatusBadge status={s.status} language={language} /> : t('asPlanned')}
                  {s.status?.message ? fallback ? <span lang={fallback}> {s.status.message}</span> : ` ${s.status.message}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  )
}
