import Link from '@/ui/link'
import { getIdentity } from '@/content/identity'
import { NeighborhoodMap } from '@/programme/ui/neighborhoods/neighborhood-map'
import styles from '@/programme/ui/neighborhoods/neighborhoods.module.css'
import { PlacesList } from '@/programme/ui/neighborhoods/places-list'
import { SiteCard } from '@/programme/ui/neighborhoods/site-card'
import { currentFestival, getNeighborhoodBySlug, pointsOfInterest } from '@/content/programme'
import { within } from '@/kernel/geo'
import { detailPage, type DetailPageProps } from '@/platform/seo/detail-page'
import { count, NOUNS } from '@/kernel/text/count'

// One neighborhood: what it is like, its open sites this year as cards and on a map, and the
// transit stops, information points and restrooms nearby.

export const revalidate = 60

export function generateStaticParams(): { neighborhood: string[] }[] {
  return []
}

/** How far from the neighborhood's centre a point of interest still helps a visitor. */
const NEARBY_KM = 1.5

const page = detailPage(
  'neighborhood',
  getNeighborhoodBySlug,
  ({ fields }) => ({
    title: fields.Name,
    description: fields.description,
    path: `/neighborhoods/${fields.slug}`,
    image: fields.image,
  }),
  getIdentity,
)

export const generateMetadata = page.generateMetadata

export default async function NeighborhoodPage(props: DetailPageProps<'neighborhood'>) {
  const hood = await page.record(props)
  const [{ year }, pois] = await Promise.all([currentFestival(), pointsOfInterest()])
  const { fields, sites } = hood
  const origins = fields.center ? [fields.center] : sites.map((s) => s.fields.location)
  const nearby = within(
    pois.map((p) => p.fields),
    origins,
    NEARBY_KM,
  ).filter((p) => p.category !== 'landmark')

  return (
    <div data-template="neighborhood">
      <p className="eyebrow">
        <Link href="/neighborhoods">Neighborhoods</Link>
      </p>
      <h1>{fields.Name}</h1>
      {fields.description ? <p className="lede">{fields.description}</p> : null}
      {fields.image ? (
        <img
          className={styles.hero}
          src={fields.image.url}
          alt={fields.image.alt ?? ''}
          width={fields.image.width}
          height={fields.image.height}
        />
      ) : null}
      <section aria-labelledby="sites-title">
        <h2 id="sites-title">
          {count(sites.length, NOUNS.site)} open in {year}
        </h2>
        <NeighborhoodMap name={fields.Name} sites={sites} pointsOfInterest={nearby} />
        {sites.length ? (
          <ul className={`grid ${styles.list}`} aria-label={`Sites in ${fields.Name}`}>
            {sites.map((site) => (
              <li key={site.id}>
                <SiteCard site={site.fields} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">No buildings in {fields.Name} are open this year.</p>
        )}
      </section>
      {nearby.length ? (
        <section aria-labelledby="nearby-title">
          <h2 id="nearby-title">Getting around</h2>
          <PlacesList places={nearby} label={`Transit, information and amenities near ${fields.Name}`} />
        </section>
      ) : null}
    </div>
  )
}
