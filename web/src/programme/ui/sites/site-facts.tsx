import { Fragment } from 'react'
import { SITE_CATEGORIES } from '@ohc/schemas/names'

// A building's facts as a definition list, the same on the live site page and in the archive: its
// neighborhood and types where the page does not already show them, its architects, when it was
// built, its style. A fact the content leaves out is left out here.

export interface SiteFactsOf {
  neighborhood?: { name?: string } | null
  architects: readonly string[]
  yearBuilt?: number | string | null
  style?: string | null
  /** Stored category values; their titles are shown. */
  categories?: readonly string[]
}

export function SiteFacts({ site, className = 'facts' }: { site: SiteFactsOf; className?: string }) {
  const categories = (site.categories ?? []).map((value) => SITE_CATEGORIES.find((c) => c.value === value)?.title ?? value)
  const facts: [string, string][] = [
    ...(site.neighborhood?.name ? [['Neighborhood', site.neighborhood.name] as [string, string]] : []),
    ...(site.architects.length
      ? [[site.architects.length > 1 ? 'Architects' : 'Architect', site.architects.join(', ')] as [string, string]]
      : []),
    ...(site.yearBuilt ? [['Built', String(site.yearBuilt)] as [string, string]] : []),
    ...(site.style ? [['Style', site.style] as [string, string]] : []),
    ...(categories.length ? [['Type', categories.join(', ')] as [string, string]] : []),
  ]
  if (!facts.length) return null
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
