import { generateMetadata as listMetadata } from '../../page'
import { EventsList } from '@/programme/ui/events/events-list'
import { readResultsSegment } from '@/content/list-addresses/results-address'
import { resultsMetadata } from '@/platform/lists/results-metadata'
import { parseEventFilters, searchParamsRecord } from '@/programme/events/event-filters'
import { pageLanguage } from '@/content/page-language'

// A filtered /events, reached only through the proxy's rewrite (content/list-addresses/results-address.ts): the
// address bar keeps /events?…, and each normalised filter is rendered once, then served from the
// page cache until it is revalidated. Nothing is rendered at build time.

export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = () => []

type Props = { params: Promise<{ filter: string; lang: string }> }

export async function generateMetadata({ params }: Props) {
  return resultsMetadata(await listMetadata({ params }))
}

export default async function FilteredEventsPage({ params }: Props) {
  const { filter, lang } = await params
  const { query } = readResultsSegment(filter)
  return <EventsList filters={parseEventFilters(searchParamsRecord(query))} language={await pageLanguage(Promise.resolve({ lang }))} />
}
