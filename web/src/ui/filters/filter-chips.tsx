import Link from '../link'
import type { FilterChip } from '@/platform/lists/filter-chips'
import styles from './filters.module.css'

// The active filters of a list, each a link to the list without it: one tap removes one filter.
// Plain links, so they work without JavaScript and inside a frame.

export function FilterChips({ chips, path, clearHref }: { chips: FilterChip[]; path: string; clearHref: string }) {
  if (chips.length === 0) return null
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link href={chip.query ? `${path}?${chip.query}` : path} className={styles.chip} aria-label={`Remove filter: ${chip.label}`}>
            {chip.label}
            <span aria-hidden="true" className={styles.remove}>
              ×
            </span>
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Link href={clearHref} className={styles.clear}>
            Clear all
          </Link>
        </li>
      ) : null}
    </ul>
  )
}
