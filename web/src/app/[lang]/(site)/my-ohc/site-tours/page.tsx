import type { Metadata } from 'next'
import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { Reservations } from '@/booking/ui/my-places/reservations.client'
import { savedItems } from '@/visitors/itineraries/saved-items'
import { SavedList } from '@/visitors/ui/my-ohc/saved-list'
import { signedInUser } from '@/platform/http/signed-in-user'
import { festivalTimeZone } from '@/content/settings'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'

export const metadata: Metadata = { title: 'My site tours', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function MySiteToursPage() {
  const user = await signedInUser('/my-ohc/site-tours')
  const [saved, timeZone] = await Promise.all([savedItems(user.id, 'tour'), festivalTimeZone()])
  return (
    <div className={styles.page} data-template="my-site-tours">
      <h1>My site tours</h1>
      <MyOhcNav current="/my-ohc/site-tours" />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="reserved-heading">
          <h2 id="reserved-heading">Reservations</h2>
          <Reservations timeZone={timeZone} kind="tour-session" empty="You have no upcoming site tour reservations." />
        </section>
        <section className={styles.section} aria-labelledby="saved-heading">
          <h2 id="saved-heading">Saved tours</h2>
          <SavedList items={saved} timeZone={timeZone} empty="No saved tours. Use “Add to itinerary” on a tour’s page." />
        </section>
      </div>
    </div>
  )
}
