import { generateMetadata as listMetadata } from '../../page'
import { EventsList } from '@/programme/ui/events/events-list'
import { readResultsSegment } from '@/content/list-addresses/results-address'
import { resultsMetadata } from '@/platform/lists/results-metadata'
import { parseEventFilters, searchParamsRecord } from '@/programme/events/event-filters'

// A filtered /events, reached only through the proxy's rewrite (content/list-addresses/results-address.ts): the
// address bar keeps /events?…, and each normalised filter is rendered once, then served from the
// page cache until it is revalidated. Nothing is rendered at build time.

export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = () => []

export async function generateMetadata() {
  return resultsMetadata(await listMetadata())
}

export default async function FilteredEventsPage({ params }: { params: Promise<{ filter: string }> }) {
  const { query } = readResultsSegment((await params).filter)
  return <EventsList filters={parseEventFilters(searchParamsRecord(query))} />
}
