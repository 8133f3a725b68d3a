import { SitesList } from '@/programme/ui/sites/sites-list'
import { parseSiteFilter } from '@/programme/sites/filters'
import { pageLanguage, listPageMetadata } from '@/content/page-language'

// /sites unfiltered: a static page per language, revalidated like the others. A filtered /sites is
// rewritten by the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so
// neither reads the URL's query. It speaks its address's language.

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = listPageMetadata('sites', '/sites')

export default async function SitesPage({ params }: Props) {
  return <SitesList filter={parseSiteFilter({})} now={new Date()} language={await pageLanguage(params)} />
}
