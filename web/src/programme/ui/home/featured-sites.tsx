import Link from '@/ui/link'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './cards.module.css'
import { SiteCard } from './site-card'
import type { SiteCardData } from '@/content/records/home'

// The editors' picks for this year (festival.featuredSites), each linking to its live page, in
// the page's `language` (`fallback`: the default language, for the words not translated).

export function FeaturedSites({ sites, language, fallback }: { sites: SiteCardData[]; language?: string; fallback?: string }) {
  if (sites.length === 0) return null
  const t = wordsIn(language, 'home')
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured">{t('featured')}</h2>
      <ul className={`grid ${styles.cards}`}>
        {sites.map((site) => (
          <SiteCard key={site.slug} site={site} href={`/sites/${site.slug}`} language={language} fallback={fallback} />
        ))}
      </ul>
      <p>
        <Link href="/sites">{t('seeAllSites')}</Link>
      </p>
    </section>
  )
}
