import type { DayView, ViewItem } from './itinerary-view'
import styles from './itinerary.module.css'

// The itinerary on a map: its located items as numbered markers, joined in the day plan's order
// when every item has the same day. (Until the shared MapView lands this lists the places.)

export interface ItineraryMarker {
  id: string
  lat: number
  lng: number
  label: string
  href?: string
  kind?: string
}

/** Markers in plan order for planned days, then the rest in list order. */
export function itineraryMarkers(items: ViewItem[], days: DayView[]): ItineraryMarker[] {
  const planned = days.flatMap((d) => d.plan?.stops.map((p) => p.stop.id) ?? [])
  const byId = new Map(items.map((item) => [item.id ?? `${item.kind}:${item.refId}`, item]))
  const ordered = [...planned.map((id) => byId.get(id)).filter((i): i is ViewItem => !!i), ...items.filter((i) => !planned.includes(i.id ?? `${i.kind}:${i.refId}`))]
  return ordered.flatMap((item) =>
    item.location ? [{ id: item.id ?? `${item.kind}:${item.refId}`, lat: item.location.lat, lng: item.location.lng, label: item.title, href: item.href, kind: item.kind }] : [],
  )
}

export function ItineraryMap({ markers }: { markers: ItineraryMarker[] }) {
  if (markers.length === 0) return null
  return (
    <section className={styles.map} aria-labelledby="itinerary-map-heading" data-itinerary-map="">
      <h3 id="itinerary-map-heading">Map</h3>
      <ol>
        {markers.map((m) => (
          <li key={m.id}>
            {m.label} ({m.lat.toFixed(4)}, {m.lng.toFixed(4)})
          </li>
        ))}
      </ol>
    </section>
  )
}
