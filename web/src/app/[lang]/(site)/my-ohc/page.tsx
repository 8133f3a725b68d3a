import Link from '@/ui/link'
import { AccountPanel } from '@/visitors/ui/my-ohc/account-panel.client'
import { getIdentity } from '@/content/identity'
import { choosableLanguages, languageFor, languageName } from '@/platform/i18n/catalogues'
import { membershipOf } from '@/visitors/members/membership-summary'
import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { Reservations } from '@/booking/ui/my-places/reservations.client'
import { signedInUser } from '@/platform/http/signed-in-user'
import { festivalTimeZone } from '@/content/settings'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'
import { getDatabase } from '@/platform/db/database'
import { listItineraries } from '@/visitors/itineraries/itineraries'
import { formatCalendarDate } from '@/kernel/time'
import { myPlaces } from '@/booking/fair/my-places'
import { placesCounts } from '@/booking/fair/places-page'
import { countsText } from '@/booking/fair/places-words'
import { MY_PLACES_PATH } from '@/booking/reservations/links'
import { now } from '@/platform/clock'
import { catalogueFor, wordsIn } from '@/platform/i18n/catalogues'
import { pageLanguage, privatePageMetadata } from '@/content/page-language'
import { myOhcWords } from '@/visitors/ui/my-ohc/my-ohc-words'

// The overview counts places without their titles: no content read for a number.
const noLabels = async () => new Map()

type Props = { params: Promise<{ lang: string }> }

export const generateMetadata = privatePageMetadata((language) => wordsIn(language, 'myOhc')('title'))
export const dynamic = 'force-dynamic'

// My OHC's overview in the address's language (/es/my-ohc); the itineraries' names are the member's.
export default async function MyOhcPage({ params }: Props) {
  const language = await pageLanguage(params)
  const t = wordsIn(language, 'myOhc')
  const dateLabel = (day: string) => formatCalendarDate(day, 'month-day-year', catalogueFor(language))
  const user = await signedInUser('/my-ohc')
  const [membership, itineraries, timeZone, places, identity] = await Promise.all([
    membershipOf(user.id),
    listItineraries(getDatabase(), user.id),
    festivalTimeZone(),
    myPlaces({ db: getDatabase(), labels: noLabels }, user.id),
    getIdentity(),
  ])
  const languages = choosableLanguages(identity.languages).map((value) => ({ value, name: languageName(value) }))
  const counts = countsText(placesCounts(places, now()), language)
  const words = myOhcWords(language)
  return (
    <div className={styles.page} data-template="my-ohc" lang={language}>
      <h1>{t('title')}</h1>
      <p className="lede">{user.name ? t('welcomeName', { name: user.name }) : t('welcome')}</p>
      <MyOhcNav current="/my-ohc" language={language} />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="membership-heading">
          <h2 id="membership-heading">{t('membership.heading')}</h2>
          {membership?.active ? (
            <p>
              {t.rich('membership.active', {
                badge: (chunks) => <span className="badge member">{chunks}</span>,
                level: membership.level,
                date: dateLabel(membership.expiresOn),
              })}
            </p>
          ) : membership ? (
            <p>
              {t.rich('membership.ended', {
                level: membership.level,
                date: dateLabel(membership.expiresOn),
                link: (chunks) => <Link href="/memberships">{chunks}</Link>,
              })}
            </p>
          ) : (
            <p>{t.rich('membership.none', { link: (chunks) => <Link href="/memberships">{chunks}</Link> })}</p>
          )}
        </section>
        <section className={styles.section} aria-labelledby="reservations-heading">
          <h2 id="reservations-heading">{t('reservations.heading')}</h2>
          <Reservations empty={t('reservations.none')} limit={5} timeZone={timeZone} words={words} />
          <p>
            <Link href="/my-ohc/site-tours">{t('nav.siteTours')}</Link> · <Link href="/my-ohc/events">{t('nav.events')}</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="places-heading">
          <h2 id="places-heading">{t('places.heading')}</h2>
          <p>{counts.length ? counts.join(' · ') : t('places.none')}</p>
          <p>
            <Link href={MY_PLACES_PATH}>{t('places.link')}</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="itineraries-heading">
          <h2 id="itineraries-heading">{t('itineraries.heading')}</h2>
          {itineraries.length ? (
            <ul className={styles.list}>
              {itineraries.map((it) => (
                <li key={it.id}>
                  <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(it.id)}`}>{it.name}</Link> ·{' '}
                  {t('itineraries.items', { count: it.itemCount })}
                  {it.shared ? <span className="badge"> {t('itineraries.shared')}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('itineraries.none')}</p>
          )}
          <p>
            <Link href="/my-ohc/itineraries">{t('itineraries.manage')}</Link>
          </p>
        </section>
        <AccountPanel
          name={user.name}
          email={user.email}
          language={languageFor(user.language, identity.languages)}
          languages={languages}
          words={words}
        />
      </div>
    </div>
  )
}
