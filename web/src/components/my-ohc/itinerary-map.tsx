import { MapView, type MapMarker } from '../map/map-view'
import type { DayView, ViewItem } from '@/itineraries/view'
import { placeLabel } from '@/geo/public-location'
import styles from './itinerary.module.css'

// The itinerary on a map: its located items as numbered markers, joined in the day plan's order
// by a line in the day plan's order when every located item is planned on one day.

/** A marker of the itinerary map: the map's own marker type. */
export type ItineraryMarker = MapMarker

/** Markers in plan order for planned days, then the rest in list order. */
export function itineraryMarkers(items: ViewItem[], days: DayView[]): ItineraryMarker[] {
  const planned = days.flatMap((d) => d.plan?.stops.map((p) => p.stop.id) ?? [])
  const byId = new Map(items.map((item) => [item.id ?? `${item.kind}:${item.refId}`, item]))
  const ordered = [
    ...planned.map((id) => byId.get(id)).filter((i): i is ViewItem => !!i),
    ...items.filter((i) => !planned.includes(i.id ?? `${i.kind}:${i.refId}`)),
  ]
  return ordered.flatMap((item) =>
    item.location
      ? [
          {
            id: item.id ?? `${item.kind}:${item.refId}`,
            lat: item.location.lat,
            lng: item.location.lng,
            label: placeLabel(item.title, item.location),
            href: item.href,
            kind: item.kind as MapMarker['kind'],
          },
        ]
      : [],
  )
}

export function ItineraryMap({ markers, joined }: { markers: ItineraryMarker[]; joined: boolean }) {
  if (markers.length === 0) return null
  return (
    <section className={styles.map} aria-labelledby="itinerary-map-heading" data-itinerary-map="">
      <h3 id="itinerary-map-heading">Map</h3>
      <MapView
        markers={markers}
        numbered
        line={joined && markers.length > 1 ? markers.map(({ lat, lng }) => ({ lat, lng })) : undefined}
        label={`Map of this itinerary: ${markers.length === 1 ? '1 place' : `${markers.length} places`}`}
      />
    </section>
  )
}

/** True when the markers are one day's plan, in its order: then a line joins them. */
export function isOneDayRoute(items: ViewItem[], days: DayView[]): boolean {
  const located = items.filter((item) => item.location).length
  return days.some((d) => (d.plan?.stops.length ?? 0) === located && located > 0)
}
