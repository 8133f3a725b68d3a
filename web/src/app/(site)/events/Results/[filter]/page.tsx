import type { Metadata } from 'next'
import { EventsList } from '@/components/events/events-list'
import { readResultsSegment } from '@/lib/lists/results-address'
import { pageMetadata } from '@/lib/seo'
import { parseEventFilters, searchParamsRecord } from '@/programme/event-filters'

// A filtered /events, reached only through the proxy's rewrite (lib/lists/results-address.ts): the
// address bar keeps /events?…, and each normalised filter is rendered once, then served from the
// page cache until it is revalidated. Nothing is rendered at build time.

export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = () => []

// Not indexed if reached by its own address: the list's address is the canonical one.
export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Events',
    description: 'Talks, tours, performances, workshops and family events of this year’s festival, by day.',
    path: '/events',
  }),
  robots: { index: false, follow: true },
}

export default async function FilteredEventsPage({ params }: { params: Promise<{ filter: string }> }) {
  const { query } = readResultsSegment((await params).filter)
  return <EventsList filters={parseEventFilters(searchParamsRecord(query))} />
}
