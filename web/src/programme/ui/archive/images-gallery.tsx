import Link from '@/ui/link'
import { ContentImage } from '../home/content-image'
import type { ArchiveImageYear } from '@/content/records/archive'
import styles from './images-gallery.module.css'

// The archived years' sites in pictures, grouped by year with a jump list. Each picture names its
// building (the caption is the link to its archive page) and carries its own alt text; every
// image loads lazily with its size known, so the page stays light until scrolled.

export function ImagesGallery({ years }: { years: ArchiveImageYear[] }) {
  if (years.length === 0) return <p>No pictures are in the archive yet.</p>
  return (
    <>
      <nav aria-label="Jump to a year" className={`cluster ${styles.jump}`}>
        {years.map(({ year }) => (
          <a key={year} href={`#images-${year}`}>
            {year}
          </a>
        ))}
      </nav>
      {years.map(({ year, sites }) => (
        <section key={year} id={`images-${year}`} className={styles.year} aria-labelledby={`images-${year}-title`}>
          <h2 id={`images-${year}-title`}>
            {year} <span className="muted">· {sites.length} sites</span>
          </h2>
          <ul className={styles.images}>
            {sites.map((site) => (
              <li key={site.slug}>
                <figure>
                  <ContentImage image={site.image} />
                  <figcaption>
                    <Link href={`/archive/sites/${site.slug}`}>{site.name}</Link>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
