import { EventsList } from '@/programme/ui/events/events-list'
import { parseEventFilters } from '@/programme/events/event-filters'
import { pageLanguage, listPageMetadata } from '@/content/page-language'

// /events unfiltered: a static page per language, revalidated like the others. A filtered /events
// is rewritten by the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so
// neither reads the URL's query. It speaks its address's language.

export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = listPageMetadata('events', '/events')

export default async function EventsPage({ params }: Props) {
  return <EventsList filters={parseEventFilters({})} language={await pageLanguage(params)} />
}
