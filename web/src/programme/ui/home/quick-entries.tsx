import Link from '@/ui/link'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './quick-entries.module.css'

// The ways into this year's programme, each with how much is behind it, in the page's `language`.
// Trails have no list of their own in the route table: their stops page lists them.

export interface QuickCounts {
  sites: number
  events: number
  tours: number
  neighborhoods: number
  trails: number
}

const ENTRIES = [
  { href: '/sites', of: 'sites' },
  { href: '/events', of: 'events' },
  { href: '/tours', of: 'tours' },
  { href: '/neighborhoods', of: 'neighborhoods' },
  { href: '/stops', of: 'trails' },
] as const

export function QuickEntries({ counts, language }: { counts: QuickCounts; language?: string }) {
  const t = wordsIn(language, 'home')
  return (
    <nav aria-labelledby="home-explore">
      <h2 id="home-explore">{t('explore')}</h2>
      <ul className={styles.entries}>
        {ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.entry}>
              <strong>{t(`entry.${entry.of}`)}</strong>
              <span>{t(`entry.${entry.of}Hint`, { count: counts[entry.of] })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
