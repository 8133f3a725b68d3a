import Link from '@/ui/link'
import { wordsIn } from '@/platform/i18n/catalogues'
import { ContentImage } from './content-image'
import type { SiteCardData } from '@/content/records/home'

// A site as a card: image, name (the link), neighborhood, summary and the badges of the edition
// shown (that year's new / members-only / member priority). The badges speak the page's
// `language`; a word the building has in the default language only (`fallback`) is marked with it.

export function SiteCard({
  site,
  href,
  headingLevel = 3,
  language,
  fallback,
}: {
  site: SiteCardData
  href: string
  headingLevel?: 2 | 3
  language?: string
  /** The default language, on a page in another: the language of the card's untranslated words. */
  fallback?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const edition = site.edition
  const t = wordsIn(language, 'site')
  const langOf = (field: 'name' | 'summary') => (fallback && site.untranslated.includes(field) ? fallback : undefined)
  return (
    <li className="card">
      {site.mainImage ? <ContentImage image={site.mainImage} alt="" /> : null}
      <div className="card-body">
        <Heading className="card-title" lang={langOf('name')}>
          <Link href={href}>{site.name}</Link>
        </Heading>
        {site.neighborhood ? <p className="muted">{site.neighborhood}</p> : null}
        {site.summary ? <p lang={langOf('summary')}>{site.summary}</p> : null}
        {edition && (edition.newThisYear || edition.membersOnly || edition.memberPriority) ? (
          <p className="cluster">
            {edition.newThisYear ? <span className="badge new">{t('badge.newThisYear')}</span> : null}
            {edition.membersOnly ? <span className="badge member">{t('badge.membersOnly')}</span> : null}
            {edition.memberPriority && !edition.membersOnly ? <span className="badge member">{t('badge.memberPriority')}</span> : null}
          </p>
        ) : null}
      </div>
    </li>
  )
}
