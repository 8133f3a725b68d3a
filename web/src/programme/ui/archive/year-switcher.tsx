import styles from './year-switcher.module.css'
import { YearSwitcherLinks } from './year-switcher.client'

// The archives layout's year switcher: every archived year from the festival documents, newest
// first, between the archive's overview and its image gallery.

export function YearSwitcher({ years }: { years: number[] }) {
  const links = [
    { href: '/archive', label: 'All years' },
    ...years.map((year) => ({ href: `/archive/${year}`, label: String(year) })),
    { href: '/archive/sites/images', label: 'Images' },
  ]
  return (
    <nav className={styles.switcher} aria-labelledby="archive-switcher-label">
      <span className={styles.label} id="archive-switcher-label">
        Archive
      </span>
      <ul>
        <YearSwitcherLinks links={links} />
      </ul>
    </nav>
  )
}
