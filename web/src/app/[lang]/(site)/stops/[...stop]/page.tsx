import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import { notFound } from 'next/navigation'
import { AddToItinerary } from '@/visitors/ui/add-to-itinerary/add-to-itinerary.client'
import { RichText } from '@/programme/ui/events/portable-text'
import { PlacesList } from '@/programme/ui/neighborhoods/places-list'
import { trailFacts } from '@/programme/ui/trails/labels'
import { TrailMap } from '@/programme/ui/trails/trail-map'
import { TrailStops } from '@/programme/ui/trails/trail-stops'
import styles from '@/programme/ui/trails/trails.module.css'
import { getStopBySlug, pointsOfInterest, slugOf } from '@/content/programme'
import { within } from '@/kernel/geo'
import type { Trail } from '@/content/records/programme-pages'
import { pageMetadata } from '@/platform/seo'

// One stop of a trail: its story and pictures, the building it stands for, and each trail it is
// on with that trail's stops in order, on a map, and the way to the previous and next stop.

export const revalidate = 60

export function generateStaticParams(): { stop: string[] }[] {
  return []
}

/** Information points and restrooms this close to a trail's stops are shown on its map. */
const ALONG_KM = 0.5
const HELPFUL = new Set(['info', 'restroom', 'transit'])

type Props = { params: Promise<{ stop: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const stop = await getStopBySlug(slugOf((await params).stop))
  if (!stop) return { title: 'Page Not Found' }
  return pageMetadata(
    {
      title: stop.fields.title,
      description: stop.fields.site?.summary ?? stop.fields.pointOfInterest?.description,
      path: `/stops/${stop.fields.slug}`,
      image: stop.fields.images[0],
      type: 'article',
    },
    await getIdentity(),
  )
}

function neighbours(trail: Trail['fields'], id: string) {
  const index = trail.stops.findIndex((s) => s.id === id)
  return { index, previous: trail.stops[index - 1], next: trail.stops[index + 1] }
}

export default async function StopPage({ params }: Props) {
  const stop = await getStopBySlug(slugOf((await params).stop))
  if (!stop) notFound()
  const [pois, { units }] = await Promise.all([
    pointsOfInterest().then((all) => all.map((p) => p.fields).filter((p) => HELPFUL.has(p.category))),
    getIdentity(),
  ])
  const { fields, trails } = stop

  return (
    <article data-template="stop">
      <p className="eyebrow">
        <Link href="/stops">Trails and stops</Link>
      </p>
      <h1>{fields.title}</h1>
      {fields.site ? (
        <p className="lede">
          At <Link href={`/sites/${fields.site.slug ?? ''}`}>{fields.site.name}</Link>
          {fields.site.summary ? `: ${fields.site.summary}` : ''}
        </p>
      ) : fields.pointOfInterest?.description ? (
        <p className="lede">{fields.pointOfInterest.description}</p>
      ) : null}
      <AddToItinerary kind="stop" refId={stop.id} title={fields.title} />
      <RichText value={fields.narrative} />
      {fields.images.length ? (
        <div className={styles.images}>
          {fields.images.map((image) => (
            <figure key={image.ref}>
              <img src={image.url} alt={image.alt ?? ''} width={image.width} height={image.height} loading="lazy" />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      {trails.map(({ id, fields: trail }) => {
        const { index, previous, next } = neighbours(trail, stop.id)
        const along = within(
          pois,
          trail.stops.map((s) => s.location),
          ALONG_KM,
        )
        return (
          <section key={id} className={styles.trail} aria-labelledby={`trail-${trail.slug}`}>
            <h2 id={`trail-${trail.slug}`}>
              Stop {index + 1} of {trail.stops.length} on {trail.title}
            </h2>
            <p className="muted">{trailFacts(trail, units)}</p>
            <nav className={styles.pager} aria-label={`Previous and next stop on ${trail.title}`}>
              {previous?.slug ? (
                <Link href={`/stops/${previous.slug}`} rel="prev">
                  ← Previous: {previous.title}
                </Link>
              ) : (
                <span />
              )}
              {next?.slug ? (
                <Link href={`/stops/${next.slug}`} rel="next">
                  Next: {next.title} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
            <TrailMap trail={trail} pointsOfInterest={along} />
            <TrailStops trail={trail} currentId={stop.id} />
            <PlacesList places={along} label={`Information points, restrooms and transit along ${trail.title}`} />
          </section>
        )
      })}
    </article>
  )
}
