import Link from '@/ui/link'
import type { OpsView } from '@/door/ops/ops-view'
import type { OpsWords } from './ops-words'
import styles from './ops.module.css'

// One link per festival day: the view is a plain page, so each day has its own address to share
// or reload, and no script is needed to switch.

export function OpsDayPicker({ days, t }: { days: OpsView['days']; t: OpsWords }) {
  return (
    <nav className={styles.days} aria-label={t('days')}>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <Link href={`/ops?day=${day.date}`} aria-current={day.chosen ? 'page' : undefined}>
              {day.label}
              {day.today ? ` ${t('today')}` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
