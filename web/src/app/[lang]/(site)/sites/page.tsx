import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { SitesList } from '@/programme/ui/sites/sites-list'
import { pageMetadata } from '@/platform/seo/metadata'
import { parseSiteFilter } from '@/programme/sites/filters'

// /sites unfiltered: a static page, revalidated like the others. A filtered /sites is rewritten by
// the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so neither reads the URL's query.

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    {
      title: 'Sites',
      description: 'Every building open this year: filter by neighborhood, day, accessibility and what is open now.',
      path: '/sites',
    },
    await getIdentity(),
  )
}

export default function SitesPage() {
  return <SitesList filter={parseSiteFilter({})} now={new Date()} />
}
