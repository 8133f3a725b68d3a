import cardStyles from '../home/cards.module.css'
import { SiteCard } from '../home/site-card'
import type { SiteCardData } from '@/content/records/home'

// The sites that took part in an archived year, each linking to the building's archive page.

export function ArchivedSites({ year, sites }: { year: number; sites: SiteCardData[] }) {
  return (
    <section aria-labelledby="archive-sites">
      <h2 id="archive-sites">Sites in {year}</h2>
      <p data-testid="archive-site-count">
        {sites.length === 1 ? '1 building opened its doors.' : `${sites.length} buildings opened their doors.`}
      </p>
      <ul className={`grid ${cardStyles.cards}`}>
        {sites.map((site) => (
          <SiteCard key={site.slug} site={site} href={`/archive/sites/${site.slug}`} />
        ))}
      </ul>
    </section>
  )
}
