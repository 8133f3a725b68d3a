import type { Metadata } from 'next'
import { MyOhcNav } from '@/visitors/ui/my-ohc/my-ohc-nav'
import { Reservations } from '@/booking/ui/my-places/reservations.client'
import { savedItems } from '@/visitors/itineraries/saved-items'
import { SavedList } from '@/visitors/ui/my-ohc/saved-list'
import { signedInUser } from '@/platform/http/signed-in-user'
import { festivalTimeZone } from '@/content/settings'
import styles from '@/visitors/ui/my-ohc/my-ohc.module.css'

export const metadata: Metadata = { title: 'My events', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function MyEventsPage() {
  const user = await signedInUser('/my-ohc/events')
  const [saved, timeZone] = await Promise.all([savedItems(user.id, 'event'), festivalTimeZone()])
  return (
    <div className={styles.page} data-template="my-events">
      <h1>My events</h1>
      <MyOhcNav current="/my-ohc/events" />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="registered-heading">
          <h2 id="registered-heading">Registered</h2>
          <Reservations timeZone={timeZone} kind="event" empty="You have not registered for any upcoming event." />
        </section>
        <section className={styles.section} aria-labelledby="saved-heading">
          <h2 id="saved-heading">Saved in your itineraries</h2>
          <SavedList items={saved} timeZone={timeZone} empty="No saved events. Use “Add to itinerary” on an event’s page." />
        </section>
      </div>
    </div>
  )
}
