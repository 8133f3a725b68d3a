import type { NamedDoorSession } from '@/door/check-in/door-sessions'
import { formatZonedTime } from '@/kernel/time'
import { SOON_MINUTES } from '@/door/check-in/starting-soon'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// The tours and events at the doors starting next (door/check-in/starting-soon.ts), one line each with
// where and how many are checked in of those booked: what a staff member on a phone acts on.

export function StartingSoon({
  sessions,
  timeZone,
  t,
  language,
}: {
  sessions: NamedDoorSession[]
  timeZone: string
  t: OpsWords
  language: string
}) {
  if (sessions.length === 0) return <p className={styles.empty}>{t('soonNone', { hours: SOON_MINUTES / 60 })}</p>
  return (
    <ul className={styles.list} data-testid="ops-starting-soon">
      {sessions.map((s) => (
        <li key={`${s.kind}:${s.targetId}:${s.sessionKey}`}>
          <strong>
            <time dateTime={s.start}>{formatZonedTime(s.start, timeZone, language)}</time> {s.title}
          </strong>
          {s.siteName ? `, ${s.siteName}` : ''}{' '}
          <span className={styles.note}>{t('soonCheckedIn', { checkedIn: s.checkedInPlaces, booked: s.booked })}</span>
        </li>
      ))}
    </ul>
  )
}
