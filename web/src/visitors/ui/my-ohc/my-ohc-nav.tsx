import Link from '@/ui/link'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './my-ohc.module.css'

// The members area's own navigation, the current page marked for assistive technology, in the
// page's language (English when none is given).

const PAGES = [
  { href: '/my-ohc', label: 'overview' },
  { href: '/my-ohc/itineraries', label: 'itineraries' },
  { href: '/my-ohc/events', label: 'events' },
  { href: '/my-ohc/site-tours', label: 'siteTours' },
  { href: '/my-ohc/places', label: 'places' },
] as const

export function MyOhcNav({ current, language }: { current: (typeof PAGES)[number]['href']; language?: string }) {
  const t = wordsIn(language, 'myOhc')
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className="cluster">
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link href={page.href} aria-current={page.href === current ? 'page' : undefined}>
              {t(`nav.${page.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
