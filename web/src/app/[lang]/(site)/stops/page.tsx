import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { trailFacts } from '@/programme/ui/trails/labels'
import { TrailStops } from '@/programme/ui/trails/trail-stops'
import styles from '@/programme/ui/trails/trails.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { pageMetadata } from '@/platform/seo'

// This festival's self-guided trails, each with its stops in order.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    {
      title: 'Trails and stops',
      description: 'Self-guided walking, cycling and driving trails of this year’s festival, stop by stop.',
      path: '/stops',
    },
    await getIdentity(),
  )
}

export default async function StopsPage() {
  const [{ year }, trails, { units }] = await Promise.all([currentFestival(), liveList('trails'), getIdentity()])
  return (
    <div data-template="stops-list">
      <p className="eyebrow">Festival {year}</p>
      <h1>Trails and stops</h1>
      <p className="lede">Self-guided routes between festival buildings. Follow the stops in order, at your own pace.</p>
      {trails.map(({ id, fields }) => (
        <section key={id} className={styles.trail} aria-labelledby={`trail-${fields.slug}`} data-trail={fields.slug}>
          <h2 id={`trail-${fields.slug}`}>{fields.title}</h2>
          <p className="muted">{trailFacts(fields, units)}</p>
          {fields.summary ? <p>{fields.summary}</p> : null}
          <TrailStops trail={fields} />
        </section>
      ))}
      {trails.length === 0 ? <p className="notice">This year’s trails will be published soon.</p> : null}
    </div>
  )
}
