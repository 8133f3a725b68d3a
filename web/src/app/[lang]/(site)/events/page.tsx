import type { Metadata } from 'next'
import { EventsList } from '@/programme/ui/events/events-list'
import { pageMetadata } from '@/platform/seo'
import { parseEventFilters } from '@/programme/events/event-filters'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, pageSiteName } from '@/content/page-language'

// /events unfiltered: a static page per language, revalidated like the others. A filtered /events
// is rewritten by the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so
// neither reads the URL's query. It speaks its address's language.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'events')
  return pageMetadata({ title: t('title'), description: t('description'), path: '/events', language }, await pageSiteName())
}

export default async function EventsPage({ params }: Props) {
  return <EventsList filters={parseEventFilters({})} language={await pageLanguage(params)} />
}
