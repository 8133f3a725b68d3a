import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { buildItineraryView } from '@/visitors/itineraries/view'
import { ReadOnlyItinerary } from '@/visitors/ui/my-ohc/read-only-itinerary'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { festivalDays } from '@/content/festival-days'
import { readShared } from '@/visitors/itineraries/sharing'

// A shared itinerary, read-only, for anyone holding the link (signed in or not). Per request: a
// revoked link must stop working at once, and it is kept out of search engines.

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Shared itinerary', robots: { index: false, follow: false } }

type Params = Promise<{ token: string }>

export default async function SharedItineraryPage({ params }: { params: Params }) {
  const { token } = await params
  const shared = /^[A-Za-z0-9_-]{43}$/.test(token) ? await readShared(getDatabase(), token) : undefined
  if (!shared) notFound()
  const [view, days] = await Promise.all([buildItineraryView(shared.items), festivalDays().catch(() => [])])
  return (
    <div className={styles.page} data-template="shared-itinerary">
      <p className="eyebrow">Shared itinerary</p>
      <ReadOnlyItinerary name={shared.name} view={view} dayLabels={new Map(days.map((d) => [d.date, d.label]))} />
    </div>
  )
}
