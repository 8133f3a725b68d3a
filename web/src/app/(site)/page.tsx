import Link from 'next/link'
import { getFestival, getSettings, listCollection } from '@/api/content'
import { isPreview } from '@/sanity/preview'

// The home page. The full home template (hero, featured sites, blocks) comes with the public
// website issue; this one already reads the live festival through the content source.

export const revalidate = 60

export default async function HomePage() {
  const draft = await isPreview()
  const settings = await getSettings({ draft }).catch((error: unknown) => {
    console.error('Home page: settings unavailable:', error)
    return null
  })
  const year = settings?.currentYear
  const [festival, sites, events] = year
    ? await Promise.all([
        getFestival(year, { draft }).catch(() => null),
        listCollection('sites', { year, archived: false, member: false, draft }),
        listCollection('events', { year, archived: false, member: false, draft }),
      ])
    : [null, null, null]

  return (
    <div data-template="home">
      <p className="muted">{settings?.tagline ?? 'Chicago Architecture Center'}</p>
      <h1>{festival?.title ?? settings?.title ?? 'Open House Chicago'}</h1>
      {festival?.intro ? <p>{festival.intro}</p> : null}
      {sites && events ? (
        <ul className="figures" aria-label="This year’s festival">
          <li>
            <strong>{sites.data.length}</strong> sites open
          </li>
          <li>
            <strong>{events.data.length}</strong> events
          </li>
        </ul>
      ) : (
        <p>Festival details are on their way. Please check back shortly.</p>
      )}
      <p>
        <Link href="/api/sites">Sites (API)</Link> · <Link href="/api/openapi.json">API description</Link>
      </p>
    </div>
  )
}
