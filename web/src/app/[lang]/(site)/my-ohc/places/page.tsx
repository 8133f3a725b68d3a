import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { PlacesList } from '@/booking/ui/my-places/places-list'
import { signedInUser } from '@/platform/http/signed-in-user'
import { festivalTimeZone } from '@/content/settings'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { placesPage } from '@/booking/fair/places-page'
import { MY_PLACES_PATH } from '@/booking/reservations/links'
import { loadTarget, targetLabels } from '@/booking/reservations/targets'
import { now } from '@/platform/clock'
import { ticketSecret } from '@/platform/ticket-secret'
import { wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, privatePageMetadata } from '@/content/page-language'

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'places')('title'))
export const dynamic = 'force-dynamic'

// Rendered on the server with every ticket's QR code and code, so the copy the offline worker
// keeps of this page is the ticket at the door without a connection. It speaks its address's
// language (/es/my-ohc/places in Spanish); the places' titles are the content's default language's.
export default async function MyPlacesPage({ params }: Props) {
  const language = await pageLanguage(params)
  const user = await signedInUser(MY_PLACES_PATH)
  const deps = { db: getDatabase(), labels: targetLabels, load: loadTarget, secret: ticketSecret(), now: now() }
  const [places, timeZone] = await Promise.all([placesPage(deps, user.id), festivalTimeZone()])
  return (
    <div className={styles.page} data-template="my-places" lang={language}>
      <h1>{wordsIn(language, 'places')('title')}</h1>
      <MyOhcNav current={MY_PLACES_PATH} language={language} />
      <PlacesList places={places} timeZone={timeZone} language={language} />
    </div>
  )
}
