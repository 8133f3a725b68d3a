import Link from '@/ui/link'
import { ContentImage } from './content-image'
import type { SiteCardData } from '@/content/records/home'

// A site as a card: image, name (the link), neighborhood, summary and the badges of the edition
// shown (that year's new / members-only / member priority).

export function SiteCard({ site, href, headingLevel = 3 }: { site: SiteCardData; href: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const edition = site.edition
  return (
    <li className="card">
      {site.mainImage ? <ContentImage image={site.mainImage} alt="" /> : null}
      <div className="card-body">
        <Heading className="card-title">
          <Link href={href}>{site.name}</Link>
        </Heading>
        {site.neighborhood ? <p className="muted">{site.neighborhood}</p> : null}
        {site.summary ? <p>{site.summary}</p> : null}
        {edition && (edition.newThisYear || edition.membersOnly || edition.memberPriority) ? (
          <p className="cluster">
            {edition.newThisYear ? <span className="badge new">New this year</span> : null}
            {edition.membersOnly ? <span className="badge member">Members only</span> : null}
            {edition.memberPriority && !edition.membersOnly ? <span className="badge member">Member priority</span> : null}
          </p>
        ) : null}
      </div>
    </li>
  )
}
