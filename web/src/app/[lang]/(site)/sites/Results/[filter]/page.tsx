import { generateMetadata as listMetadata } from '../../page'
import { SitesList } from '@/programme/ui/sites/sites-list'
import { readResultsSegment } from '@/content/list-addresses/results-address'
import { resultsMetadata } from '@/platform/lists/results-metadata'
import { parseSiteFilter } from '@/programme/sites/filters'

// A filtered /sites, reached only through the proxy's rewrite (content/list-addresses/results-address.ts): the
// address bar keeps /sites?…, and each normalised filter is rendered once, then served from the
// page cache until it is revalidated. Nothing is rendered at build time.

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5
export const dynamicParams = true
export const generateStaticParams = () => []

export async function generateMetadata() {
  return resultsMetadata(await listMetadata())
}

export default async function FilteredSitesPage({ params }: { params: Promise<{ filter: string }> }) {
  const { query, now } = readResultsSegment((await params).filter)
  return <SitesList filter={parseSiteFilter(query)} now={now} />
}
