import { Fragment } from 'react'
import { wordsIn, type Words } from '@/platform/i18n/catalogues'
import { categoryIn } from '@/programme/sites/category'

// A building's facts as a definition list, the same on the live site page and in the archive: its
// neighborhood and types where the page does not already show them, its architects, when it was
// built, its style. A fact the content leaves out is left out here. Its words are the catalogue's
// `site` ones in the page's language (English on a page not yet translated).

export interface SiteFactsOf {
  neighborhood?: { name?: string } | null
  architects: readonly string[]
  yearBuilt?: number | string | null
  style?: string | null
  /** Stored category values; their titles are shown. */
  categories?: readonly string[]
}

export function SiteFacts({
  site,
  className = 'facts',
  t = wordsIn(undefined, 'site'),
}: {
  site: SiteFactsOf
  className?: string
  t?: Words<'site'>
}) {
  const categories = (site.categories ?? []).map((value) => categoryIn(value, t))
  const facts: [string, string][] = [
    ...(site.neighborhood?.name ? [[t('fact.neighborhood'), site.neighborhood.name] as [string, string]] : []),
    ...(site.architects.length
      ? [[t('fact.architects', { count: site.architects.length }), site.architects.join(', ')] as [string, string]]
      : []),
    ...(site.yearBuilt ? [[t('fact.built'), String(site.yearBuilt)] as [string, string]] : []),
    ...(site.style ? [[t('fact.style'), site.style] as [string, string]] : []),
    ...(categories.length ? [[t('fact.type'), categories.join(', ')] as [string, string]] : []),
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
