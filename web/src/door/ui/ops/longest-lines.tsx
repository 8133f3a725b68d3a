import Link from '@/ui/link'
import type { LineNow } from '@/door/ops/longest-lines'
import { reportedAgo } from '@/door/lines/wait'
import styles from './ops.module.css'

// The longest lines now, as the hosts last reported them (only reports visitors still see as current).

const STATUS: Record<NonNullable<LineNow['status']>, string> = {
  'at-capacity': 'at capacity',
  'closed-early': 'closed early',
  reopened: 'reopened',
  'last-entry': 'last entry announced',
}

export function LongestLines({ lines, now }: { lines: LineNow[]; now: Date }) {
  if (lines.length === 0) return <p className={styles.empty}>No line reported in the last 45 minutes.</p>
  return (
    <ol className={styles.list} data-testid="ops-lines">
      {lines.map((line) => (
        <li key={line.id}>
          <Link href={`/sites/${line.slug}`}>{line.name}</Link>: <strong>{line.label}</strong>
          {line.status ? `, ${STATUS[line.status]}` : ''} <span className={styles.note}>({reportedAgo(line.reportedAt, now)})</span>
        </li>
      ))}
    </ol>
  )
}
