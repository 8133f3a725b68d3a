import type { ReactNode } from 'react'
import styles from './filters.module.css'

// A list's filters on a phone: a "Filters (n)" button over the results opens the form as a sheet
// over the page (the browser's popover: no script needed; Escape, a tap outside or the sheet's own
// buttons close it, and focus goes back to the button). With JavaScript each choice updates the
// results behind the sheet at once, and its "Show …" button says how many there are. From tablet
// width up the form sits above the results as it always has, and the button is not shown; a
// browser without popovers shows the form in place as well.

/** The class of the line over a list's results, where the Filters button goes. */
export const resultsBarClass = styles.bar

/** `label`: the button's words in the list's language ("Filters (2)"); English unless given. */
export function FiltersButton({ sheet, active, label }: { sheet: string; active: number; label?: string }) {
  return (
    <button type="button" className={`button secondary ${styles.open}`} popoverTarget={sheet}>
      {label ?? `Filters${active > 0 ? ` (${active})` : ''}`}
    </button>
  )
}

const ENGLISH = { title: 'Filters', close: 'Close' }

/** `words`: the sheet's heading and its Close button in the list's language; English unless given. */
export function FilterSheet({
  id,
  showLabel,
  words = ENGLISH,
  children,
}: {
  id: string
  showLabel: string
  words?: { title: string; close: string }
  children: ReactNode
}) {
  return (
    <section id={id} popover="auto" className={styles.sheet} aria-labelledby={`${id}-title`}>
      <div className={styles.sheetHead}>
        <h2 id={`${id}-title`}>{words.title}</h2>
        <button type="button" className="button quiet" popoverTarget={id} popoverTargetAction="hide">
          {words.close}
        </button>
      </div>
      {children}
      <button type="button" className={`button ${styles.show}`} popoverTarget={id} popoverTargetAction="hide">
        {showLabel}
      </button>
    </section>
  )
}
