import Link from '@/ui/link'
import type { Site } from '@/content/records/programme-pages'

// A festival site as a card: picture, name, a line about it, and this year's markers.

export function SiteCard({ site }: { site: Site['fields'] }) {
  const edition = site.edition
  return (
    <article className="card" style={{ position: 'relative' }}>
      {site.mainImage ? (
        <img src={site.mainImage.url} alt="" width={site.mainImage.width} height={site.mainImage.height} loading="lazy" />
      ) : null}
      <div className="card-body">
        <h3 className="card-title">
          <Link href={`/sites/${site.slug}`}>{site.name}</Link>
        </h3>
        {site.summary ? <p>{site.summary}</p> : null}
        {edition?.newThisYear || edition?.membersOnly || edition?.memberPriority ? (
          <p className="cluster">
            {edition.newThisYear ? <span className="badge new">New this year</span> : null}
            {edition.membersOnly ? <span className="badge member">Members only</span> : null}
            {!edition.membersOnly && edition.memberPriority ? <span className="badge member">Member priority</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
