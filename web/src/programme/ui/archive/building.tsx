import { LinkMark } from '@/ui/blocks/link-mark'
import { PortableText } from '@portabletext/react'
import Link from '@/ui/link'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import type { siteDetailRecord } from '@/content/records/site'
import { ContentImage } from '../home/content-image'
import { GalleryList } from '../home/gallery-list'
import styles from './building.module.css'
import { EditionSection } from './edition-section'
import { SiteFacts } from '../sites/site-facts'

// A building across all its festival years (template `archived-site`): what it is, its pictures,
// and one section per edition, newest first.

export type Building = z.output<typeof siteDetailRecord>['fields']

export function BuildingArchive({ site, currentYear, children }: { site: Building; currentYear: number; children?: ReactNode }) {
  const address = [site.address?.street, site.address?.city, site.address?.postalCode].filter(Boolean).join(', ')
  const live = site.editions.some((edition) => edition.year === currentYear)
  return (
    <article data-template="archived-site">
      <p className="eyebrow">Archive · Building</p>
      <h1>{site.name}</h1>
      {address ? <p className="lede">{address}</p> : null}
      {live ? (
        <p className="notice">
          {site.name} is open in the {currentYear} festival. <Link href={`/sites/${site.slug}`}>See its hours and details</Link>.
        </p>
      ) : null}
      <div className={styles.intro}>
        <div className="prose">
          {site.summary ? <p>{site.summary}</p> : null}
          {site.description ? <PortableText value={site.description} components={{ marks: { link: LinkMark } }} /> : null}
          <SiteFacts site={site} />
        </div>
        {site.mainImage ? <ContentImage image={site.mainImage} eager className={styles.image} /> : null}
      </div>

      <section aria-labelledby="building-years">
        <h2 id="building-years">Festival years</h2>
        <p>
          {site.name} took part in {site.editions.length === 1 ? 'one festival' : `${site.editions.length} festivals`}.
        </p>
        <div className={styles.editions}>
          {site.editions.map((edition) => (
            <EditionSection key={edition.year} edition={edition} slug={site.slug} currentYear={currentYear} />
          ))}
        </div>
      </section>

      {site.gallery.length > 0 ? (
        <section aria-labelledby="building-gallery">
          <h2 id="building-gallery">Gallery</h2>
          <GalleryList images={site.gallery} className={styles.gallery} />
        </section>
      ) : null}
      {children}
    </article>
  )
}
