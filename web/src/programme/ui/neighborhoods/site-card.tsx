import { langOfFields } from '@/content/page-language'
import Link from '@/ui/link'
import type { Site } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'

// A festival site as a card: picture, name, a line about it, and this year's markers. In the
// page's language (English when none is given); a field the site has no translation of is marked
// with the language it is shown in (`fallback`).

export function SiteCard({ site, language, fallback }: { site: Site['fields']; language?: string; fallback?: string }) {
  const t = wordsIn(language, 'site')
  const edition = site.edition
  const langOf = langOfFields(fallback, site.untranslated)
  return (
    <article className="card" style={{ position: 'relative' }}>
      {site.mainImage ? (
        <img src={site.mainImage.url} alt="" width={site.mainImage.width} height={site.mainImage.height} loading="lazy" />
      ) : null}
      <div className="card-body">
        <h3 className="card-title" lang={langOf('name')}>
          <Link href={`/sites/${site.slug}`}>{site.name}</Link>
        </h3>
        {site.summary ? <p lang={langOf('summary')}>{site.summary}</p> : null}
        {edition?.newThisYear || edition?.membersOnly || edition?.memberPriority ? (
          <p className="cluster">
            {edition.newThisYear ? <span className="badge new">{t('badge.newThisYear')}</span> : null}
            {edition.membersOnly ? <span className="badge member">{t('badge.membersOnly')}</span> : null}
            {!edition.membersOnly && edition.memberPriority ? <span className="badge member">{t('badge.memberPriority')}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
