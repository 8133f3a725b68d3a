import type { NamedDoorSession } from '@/door/check-in/door-sessions'
import { formatZonedTime } from '@/kernel/time'
import { count, NOUNS } from '@/kernel/text/count'
import { SOON_MINUTES } from '@/door/check-in/starting-soon'
import styles from './ops.module.css'

// The tours and events at the doors starting next (door/check-in/starting-soon.ts), one line each with
// where and how many are checked in of those booked: what a staff member on a phone acts on.

export function StartingSoon({ sessions, timeZone }: { sessions: NamedDoorSession[]; timeZone: string }) {
  if (sessions.length === 0) return <p className={styles.empty}>No booked tour or event starts in the next {SOON_MINUTES / 60} hours.</p>
  return (
    <ul className={styles.list} data-testid="ops-starting-soon">
      {sessions.map((s) => (
        <li key={`${s.kind}:${s.targetId}:${s.sessionKey}`}>
          <strong>
            <time dateTime={s.start}>{formatZonedTime(s.start, timeZone)}</time> {s.title}
          </strong>
          {s.siteName ? `, ${s.siteName}` : ''}{' '}
          <span className={styles.note}>
            ({s.checkedInPlaces} of {count(s.booked, NOUNS.place)} checked in)
          </span>
        </li>
      ))}
    </ul>
  )
}
