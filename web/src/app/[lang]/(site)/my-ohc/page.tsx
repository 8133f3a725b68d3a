import type { Metadata } from 'next'
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
import { count, NOUNS } from '@/kernel/text/count'

// The overview counts places without their titles: no content read for a number.
const noLabels = async () => new Map()

export const metadata: Metadata = { title: 'My OHC', robots: { index: false } }
export const dynamic = 'force-dynamic'

const dateLabel = (day: string) => formatCalendarDate(day, 'month-day-year')

export default async function MyOhcPage() {
  const user = await signedInUser('/my-ohc')
  const [membership, itineraries, timeZone, places, identity] = await Promise.all([
    membershipOf(user.id),
    listItineraries(getDatabase(), user.id),
    festivalTimeZone(),
    myPlaces({ db: getDatabase(), labels: noLabels }, user.id),
    getIdentity(),
  ])
  const languages = choosableLanguages(identity.languages).map((value) => ({ value, name: languageName(value) }))
  const counts = countsText(placesCounts(places, now()))
  return (
    <div className={styles.page} data-template="my-ohc">
      <h1>My OHC</h1>
      <p className="lede">Welcome{user.name ? `, ${user.name}` : ''}.</p>
      <MyOhcNav current="/my-ohc" />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="membership-heading">
          <h2 id="membership-heading">Membership</h2>
          {membership?.active ? (
            <p>
              <span className="badge member">Member</span> {membership.level}, until {dateLabel(membership.expiresOn)}.
            </p>
          ) : membership ? (
            <p>
              Your {membership.level} membership ended on {dateLabel(membership.expiresOn)}.{' '}
              <Link href="/memberships">Renew your membership</Link>
            </p>
          ) : (
            <p>
              Not a member. <Link href="/memberships">Become a member</Link> for early access and members-only tours.
            </p>
          )}
        </section>
        <section className={styles.section} aria-labelledby="reservations-heading">
          <h2 id="reservations-heading">Upcoming reservations</h2>
          <Reservations empty="No upcoming reservations." limit={5} timeZone={timeZone} />
          <p>
            <Link href="/my-ohc/site-tours">Site tours</Link> · <Link href="/my-ohc/events">Events</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="places-heading">
          <h2 id="places-heading">Ballots, offers and tickets</h2>
          <p>{counts.length ? counts.join(' · ') : 'No ballot entries, offers, waitlist places or tickets.'}</p>
          <p>
            <Link href={MY_PLACES_PATH}>Your ballots, offers and tickets</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="itineraries-heading">
          <h2 id="itineraries-heading">Itineraries</h2>
          {itineraries.length ? (
            <ul className={styles.list}>
              {itineraries.map((it) => (
                <li key={it.id}>
                  <Link href={`/my-ohc/itineraries?id=${encodeURIComponent(it.id)}`}>{it.name}</Link> · {count(it.itemCount, NOUNS.item)}
                  {it.shared ? <span className="badge"> Shared</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>No itineraries yet. Use “Add to itinerary” on any site, event or tour.</p>
          )}
          <p>
            <Link href="/my-ohc/itineraries">Manage itineraries</Link>
          </p>
        </section>
        <AccountPanel name={user.name} email={user.email} language={languageFor(user.language, identity.languages)} languages={languages} />
      </div>
    </div>
  )
}
