import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import Link from '@/ui/link'
import styles from '@/programme/ui/neighborhoods/neighborhoods.module.css'
import { currentFestival, liveList } from '@/content/programme'
import { pageMetadata } from '@/platform/seo'
import { count, NOUNS } from '@/kernel/text/count'

// This festival's neighborhoods by name, each with its number of open sites.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    {
      title: 'Neighborhoods',
      description: 'Explore the festival neighborhood by neighborhood: every building open near you.',
      path: '/neighborhoods',
    },
    await getIdentity(),
  )
}

export default async function NeighborhoodsPage() {
  const [{ year }, neighborhoods] = await Promise.all([currentFestival(), liveList('neighborhoods')])
  const sorted = [...neighborhoods].sort((a, b) => a.fields.Name.localeCompare(b.fields.Name, 'en'))
  return (
    <div data-template="neighborhoods-list">
      <p className="eyebrow">Festival {year}</p>
      <h1>Neighborhoods</h1>
      <p className="lede">{sorted.length} neighborhoods take part this year. Pick one to see its buildings on a map.</p>
      <ul className={`grid ${styles.list}`}>
        {sorted.map(({ id, fields }) => (
          <li key={id}>
            <article className={`card ${styles.card}`}>
              {fields.image ? (
                <img src={fields.image.url} alt="" width={fields.image.width} height={fields.image.height} loading="lazy" />
              ) : null}
              <div className="card-body">
                <h2 className="card-title">
                  <Link href={`/neighborhoods/${fields.slug}`}>{fields.Name}</Link>
                </h2>
                <p data-testid="site-count">{count(fields.siteCount, NOUNS.site)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
