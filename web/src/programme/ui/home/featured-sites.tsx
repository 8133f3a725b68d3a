import Link from '@/ui/link'
import styles from './cards.module.css'
import { SiteCard } from './site-card'
import type { SiteCardData } from '@/content/records/home'

// The editors' picks for this year (festival.featuredSites), each linking to its live page.

export function FeaturedSites({ sites }: { sites: SiteCardData[] }) {
  if (sites.length === 0) return null
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured">Featured sites</h2>
      <ul className={`grid ${styles.cards}`}>
        {sites.map((site) => (
          <SiteCard key={site.slug} site={site} href={`/sites/${site.slug}`} />
        ))}
      </ul>
      <p>
        <Link href="/sites">See all sites</Link>
      </p>
    </section>
  )
}
