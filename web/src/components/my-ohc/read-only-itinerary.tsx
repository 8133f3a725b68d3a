import Link from '../link'
import { DayPlanView } from './day-plan-view'
import { ItineraryMap, isOneDayRoute, itineraryMarkers } from './itinerary-map'
import type { ItineraryView } from '@/itineraries/view'
import styles from './itinerary.module.css'

// An itinerary to read, not to edit: the shared link's page and the print view. No controls, no
// ids of the original itinerary or its items.

export function ReadOnlyItinerary({ name, view, dayLabels }: { name: string; view: ItineraryView; dayLabels: Map<string, string> }) {
  return (
    <article aria-labelledby="itinerary-name">
      <h1 id="itinerary-name">{name}</h1>
      {view.items.length === 0 ? <p>This itinerary is empty.</p> : null}
      <ol className={styles.items}>
        {view.items.map((item) => (
          <li key={`${item.kind}:${item.refId}`} className={styles.item}>
            <h2 className={styles.itemTitle}>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h2>
            <p className="muted">
              {[
                item.day ? (dayLabels.get(item.day) ?? item.day) : 'Any day',
                item.address,
                item.hoursThatDay ? `Hours that day: ${item.hoursThatDay}` : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {item.note ? <p>{item.note}</p> : null}
          </li>
        ))}
      </ol>
      <ItineraryMap markers={itineraryMarkers(view.items, view.days)} joined={isOneDayRoute(view.items, view.days)} />
      {view.days.map((day) => (
        <DayPlanView key={day.day.date} view={day} timeZone={view.timeZone} />
      ))}
    </article>
  )
}
