import type { Metadata } from 'next'
import Link from '@/ui/link'
import { notFound } from 'next/navigation'
import { buildItineraryView } from '@/visitors/itineraries/view'
import { PrintButton } from '@/visitors/ui/my-ohc/print-button.client'
import { ReadOnlyItinerary } from '@/visitors/ui/my-ohc/read-only-itinerary'
import { signedInUser } from '@/platform/http/signed-in-user'
import styles from '@/visitors/ui/my-ohc/print.module.css'
import { getDatabase } from '@/platform/db/database'
import { festivalDays } from '@/content/festival-days'
import { getItinerary } from '@/visitors/itineraries/itineraries'

// The print view of one of your itineraries: the read-only itinerary, a Print button, and a print
// stylesheet that leaves out the site's header, footer and the buttons.

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Print itinerary', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function PrintItineraryPage({ searchParams }: { searchParams: SearchParams }) {
  const id = (await searchParams).id
  const wanted = typeof id === 'string' ? id : ''
  const user = await signedInUser(`/my-ohc/itineraries/print?id=${encodeURIComponent(wanted)}`)
  const detail = wanted ? await getItinerary(getDatabase(), user.id, wanted) : undefined
  if (!detail) notFound()
  const [view, days] = await Promise.all([buildItineraryView(detail.items), festivalDays().catch(() => [])])
  return (
    <div className={styles.page} data-template="my-itineraries">
      <div className={styles.controls}>
        <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(detail.id)}`}>Back to the itinerary</Link>
        <PrintButton />
      </div>
      <ReadOnlyItinerary name={detail.name} view={view} dayLabels={new Map(days.map((d) => [d.date, d.label]))} />
    </div>
  )
}
