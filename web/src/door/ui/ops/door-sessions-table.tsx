import type { NamedDoorSession } from '@/door/check-in/door-sessions'
import { formatZonedTime } from '@/kernel/time'
import { numberIn } from '@/kernel/text/number'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// The chosen day's booked tours and events at the doors: places booked, checked in, the no-shows
// released ten minutes after the start and the walk-up places they left, with the day's totals.
// Scrolls sideways in its own region on a phone, like the visits table.

export function DoorSessionsTable({
  sessions,
  timeZone,
  dayLabel,
  t,
  language,
}: {
  sessions: NamedDoorSession[]
  timeZone: string
  dayLabel: string
  t: OpsWords
  language: string
}) {
  if (sessions.length === 0) return <p className={styles.empty}>{t('sessions.none')}</p>
  const count = numberIn(language)
  const sum = (pick: (s: NamedDoorSession) => number) => count.format(sessions.reduce((total, s) => total + pick(s), 0))
  return (
    <div className={styles.scroll} role="region" aria-labelledby="ops-sessions-caption" tabIndex={0}>
      <table className={styles.numbers} data-testid="ops-sessions">
        <caption id="ops-sessions-caption" className="visually-hidden">
          {t('sessions.caption', { day: dayLabel })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('sessions.session')}</th>
            <th scope="col">{t('sessions.site')}</th>
            <th scope="col">{t('sessions.booked')}</th>
            <th scope="col">{t('sessions.checkedIn')}</th>
            <th scope="col">{t('sessions.noShows')}</th>
            <th scope="col">{t('sessions.walkUps')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={`${s.kind}:${s.targetId}:${s.sessionKey}`}>
              <th scope="row">
                {formatZonedTime(s.start, timeZone, language)} {s.title}
                {s.cancelled ? ` ${t('sessions.cancelled')}` : ''}
              </th>
              <td>{s.siteName ?? '–'}</td>
              <td>{count.format(s.booked)}</td>
              <td>{count.format(s.checkedInPlaces)}</td>
              <td>{count.format(s.noShows)}</td>
              <td>{count.format(s.walkUps)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('sessions.day')}</th>
            <td />
            <td>{sum((s) => s.booked)}</td>
            <td>{sum((s) => s.checkedInPlaces)}</td>
            <td>{sum((s) => s.noShows)}</td>
            <td>{sum((s) => s.walkUps)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
