import Link from '@/ui/link'
import styles from './quick-entries.module.css'

// The ways into this year's programme, each with how much is behind it. Trails have no list of
// their own in the route table: their stops page lists them.

export interface QuickCounts {
  sites: number
  events: number
  tours: number
  neighborhoods: number
  trails: number
}

export function QuickEntries({ counts }: { counts: QuickCounts }) {
  const entries = [
    { href: '/sites', title: 'Sites', hint: `${counts.sites} buildings open` },
    { href: '/events', title: 'Events', hint: `${counts.events} talks, tours and more` },
    { href: '/tours', title: 'Tours', hint: `${counts.tours} by bus, on foot and by boat` },
    { href: '/neighborhoods', title: 'Neighborhoods', hint: `${counts.neighborhoods} to explore` },
    { href: '/stops', title: 'Trails', hint: `${counts.trails} self-guided routes` },
  ]
  return (
    <nav aria-labelledby="home-explore">
      <h2 id="home-explore">Explore the festival</h2>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.entry}>
              <strong>{entry.title}</strong>
              <span>{entry.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
