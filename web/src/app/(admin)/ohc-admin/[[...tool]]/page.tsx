import type { Metadata } from 'next'
import { metadata as studioMetadata } from 'next-sanity/studio'
import { config } from '@/platform/config'
import { Studio } from './studio.client'

// /ohc-admin: the Sanity Studio inside the web app. Static: the Studio is a client-side app and
// talks to the Content Lake itself, with the editor's own Sanity login.

export const dynamic = 'force-static'
// Rendered again hourly rather than never: a cache in front keeps it that long (s-maxage), not a
// year, so it names the current build's scripts soon after a deployment.
export const revalidate = 3600
export { viewport } from 'next-sanity/studio'

export const metadata: Metadata = {
  ...studioMetadata,
  title: { absolute: 'Open House Studio' },
  robots: { index: false, follow: false },
}

export default function StudioPage() {
  const { projectId, dataset } = config().studio
  return <Studio projectId={projectId} dataset={dataset} />
}
