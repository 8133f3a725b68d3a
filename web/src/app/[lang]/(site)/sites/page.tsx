import type { Metadata } from 'next'
import { SitesList } from '@/programme/ui/sites/sites-list'
import { pageMetadata } from '@/platform/seo/metadata'
import { parseSiteFilter } from '@/programme/sites/filters'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, pageSiteName } from '@/content/page-language'

// /sites unfiltered: a static page per language, revalidated like the others. A filtered /sites is
// rewritten by the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so
// neither reads the URL's query. It speaks its address's language.

// Every card says its site's line: rendered anew at most every 5 s (door/lines/announce.ts).
export const revalidate = 5

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'sites')
  return pageMetadata({ title: t('title'), description: t('description'), path: '/sites', language }, await pageSiteName())
}

export default async function SitesPage({ params }: Props) {
  return <SitesList filter={parseSiteFilter({})} now={new Date()} language={await pageLanguage(params)} />
}
