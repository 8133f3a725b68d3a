import Link from '../link'
import type { FilterChip } from '@/platform/lists/filter-chips'
import styles from './filters.module.css'

// The active filters of a list, each a link to the list without it: one tap removes one filter.
// Plain links, so they work without JavaScript and inside a frame.

/** The chips' words in the list's language (`remove` with its {label}); English unless given. */
export interface FilterChipsWords {
  active: string
  remove: string
  clearAll: string
}

const ENGLISH: FilterChipsWords = { active: 'Active filters', remove: 'Remove filter: {label}', clearAll: 'Clear all' }

export function FilterChips({
  chips,
  path,
  clearHref,
  words = ENGLISH,
}: {
  chips: FilterChip[]
  path: string
  clearHref: string
  words?: FilterChipsWords
}) {
  if (chips.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={words.active}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={chip.query ? `${path}?${chip.query}` : path}
            className={styles.chip}
            aria-label={words.remove.replace('{label}', chip.label)}
          >
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
            {words.clearAll}
          </Link>
        </li>
      ) : null}
    </ul>
  )
}
