import type { Metadata } from 'next'
import { getIdentity } from '@/content/identity'
import { EventsList } from '@/programme/ui/events/events-list'
import { pageMetadata } from '@/platform/seo'
import { parseEventFilters } from '@/programme/events/event-filters'

// /events unfiltered: a static page, revalidated like the others. A filtered /events is rewritten by
// the proxy to ./Results/[filter] (content/list-addresses/results-address.ts), so neither reads the URL's query.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    {
      title: 'Events',
      description: 'Talks, tours, performances, workshops and family events of this year’s festival, by day.',
      path: '/events',
    },
    await getIdentity(),
  )
}

export default function EventsPage() {
  return <EventsList filters={parseEventFilters({})} />
}
