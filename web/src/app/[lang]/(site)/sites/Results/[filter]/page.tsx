import { generateMetadata as listMetadata } from '../../page'
import { SitesList } from '@/programme/ui/sites/sites-list'
import { readResultsSegment } from '@/content/list-addresses/results-address'
import { resultsMetadata } from '@/platform/lists/results-metadata'
import { parseSiteFilter } from '@/programme/sites/filters'
import { pageLanguage } from '@/content/page-language'

// A filtered /sites, reached only through the proxy's rewrite (content/list-addresses/results-address.ts): the
// address bar keeps /sites?…, and each normalised filter is rendered once, then served from the
// page cache until it is revalidated. Nothing is rendered at build time.

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5
export const dynamicParams = true
export const generateStaticParams = () => []

type Props = { params: Promise<{ filter: string; lang: string }> }

export async function generateMetadata({ params }: Props) {
  return resultsMetadata(await listMetadata({ params }))
}

export default async function FilteredSitesPage({ params }: Props) {
  const { filter, lang } = await params
  const { query, now } = readResultsSegment(filter)
  return <SitesList filter={parseSiteFilter(query)} now={now} language={await pageLanguage(Promise.resolve({ lang }))} />
}
