import Link from '@/ui/link'
import styles from './my-ohc.module.css'

// The members area's own navigation, the current page marked for assistive technology.

const PAGES = [
  { href: '/my-ohc', label: 'Overview' },
  { href: '/my-ohc/itineraries', label: 'Itineraries' },
  { href: '/my-ohc/events', label: 'Events' },
  { href: '/my-ohc/site-tours', label: 'Site tours' },
  { href: '/my-ohc/places', label: 'Ballots and tickets' },
] as const

export function MyOhcNav({ current }: { current: (typeof PAGES)[number]['href'] }) {
  return (
    <nav aria-label="My OHC" className={styles.nav}>
      <ul className="cluster">
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link href={page.href} aria-current={page.href === current ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
