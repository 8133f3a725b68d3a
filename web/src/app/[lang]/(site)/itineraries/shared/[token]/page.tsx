import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { buildItineraryView } from '@/visitors/itineraries/view'
import { ReadOnlyItinerary } from '@/visitors/ui/my-ohc/read-only-itinerary'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { festivalDays } from '@/content/festival-days'
import { readShared } from '@/visitors/itineraries/sharing'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage } from '@/content/page-language'

// A shared itinerary, read-only, for anyone holding the link (signed in or not). Per request: a
// revoked link must stop working at once, and it is kept out of search engines. In the address's
// language: a link shared from /es/… opens in Spanish.

export const dynamic = 'force-dynamic'
type Props = { params: Promise<{ lang: string; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: wordsIn(await pageLanguage(params), 'itinerary')('shared.title'), robots: { index: false, follow: false } }
}

export default async function SharedItineraryPage({ params }: Props) {
  const { token } = await params
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'itinerary')
  const shared = /^[A-Za-z0-9_-]{43}$/.test(token) ? await readShared(getDatabase(), token) : undefined
  if (!shared) notFound()
  const [view, days] = await Promise.all([buildItineraryView(shared.items, language), festivalDays(language).catch(() => [])])
  return (
    <div className={styles.page} data-template="shared-itinerary" lang={language}>
      <p className="eyebrow">{t('shared.title')}</p>
      <ReadOnlyItinerary name={shared.name} view={view} dayLabels={new Map(days.map((d) => [d.date, d.label]))} language={language} />
    </div>
  )
}
