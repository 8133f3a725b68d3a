import Link from '@/ui/link'
import type { LineNow } from '@/door/ops/longest-lines'
import { reportedAgoIn, type OpsWords } from './ops-words'
import styles from './ops.module.css'

// The longest lines now, as the hosts last reported them (only reports visitors still see as current).

const STATUS = {
  'at-capacity': 'status.atCapacity',
  'closed-early': 'status.closedEarly',
  reopened: 'status.reopened',
  'last-entry': 'status.lastEntry',
} as const satisfies Record<NonNullable<LineNow['status']>, string>

export function LongestLines({ lines, now, t }: { lines: LineNow[]; now: Date; t: OpsWords }) {
  if (lines.length === 0) return <p className={styles.empty}>{t('linesNone')}</p>
  return (
    <ol className={styles.list} data-testid="ops-lines">
      {lines.map((line) => (
        <li key={line.id}>
          <Link href={`/sites/${line.slug}`}>{line.name}</Link>: <strong>{t('line', { minutes: Math.min(line.minutes, 60) })}</strong>
          {line.status ? `, ${t(STATUS[line.status])}` : ''} <span className={styles.note}>({reportedAgoIn(t, line.reportedAt, now)})</span>
        </li>
      ))}
    </ol>
  )
}
