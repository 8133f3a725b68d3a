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
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, privatePageMetadata } from '@/content/page-language'

// The print view of one of your itineraries: the read-only itinerary, a Print button, and a print
// stylesheet that leaves out the site's header, footer and the buttons. In the address's language.

export const dynamic = 'force-dynamic'
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'itinerary')('print.title'))

export default async function PrintItineraryPage({ params, searchParams }: Props) {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'itinerary')
  const id = (await searchParams).id
  const wanted = typeof id === 'string' ? id : ''
  const user = await signedInUser(`/my-ohc/itineraries/print?id=${encodeURIComponent(wanted)}`)
  const detail = wanted ? await getItinerary(getDatabase(), user.id, wanted) : undefined
  if (!detail) notFound()
  const [view, days] = await Promise.all([buildItineraryView(detail.items, language), festivalDays(language).catch(() => [])])
  return (
    <div className={styles.page} data-template="my-itineraries" lang={language}>
      <div className={styles.controls}>
        <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(detail.id)}`}>{t('print.back')}</Link>
        <PrintButton label={t('print.button')} />
      </div>
      <ReadOnlyItinerary name={detail.name} view={view} dayLabels={new Map(days.map((d) => [d.date, d.label]))} language={language} />
    </div>
  )
}
