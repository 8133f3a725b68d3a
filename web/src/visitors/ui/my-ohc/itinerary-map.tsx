import { MapView, type MapMarker } from '@/ui/map/map-view'
import type { DayView, ViewItem } from '@/visitors/itineraries/view'
import { placeLabel } from '@/kernel/geo/public-location'
import type { LatLng } from '@/kernel/geo'
import styles from './itinerary.module.css'
import { count, NOUNS } from '@/kernel/text/count'

// The itinerary on a map: its located items as numbered markers in the plans' order, and the
// route of the fullest planned day drawn as a line in that day's order.

/** A marker of the itinerary map: the map's own marker type. */
export type ItineraryMarker = MapMarker

/** Markers in plan order for planned days, then the rest in list order. */
export function itineraryMarkers(items: ViewItem[], days: DayView[]): ItineraryMarker[] {
  const planned = days.flatMap((d) => d.plan?.visits.map((p) => p.stop.id) ?? [])
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

export function ItineraryMap({ markers, route }: { markers: ItineraryMarker[]; route?: LatLng[] }) {
  if (markers.length === 0) return null
  return (
    <section className={styles.map} aria-labelledby="itinerary-map-heading" data-itinerary-map="">
      <h3 id="itinerary-map-heading">Map</h3>
      <MapView markers={markers} numbered line={route} label={`Map of this itinerary: ${count(markers.length, NOUNS.location)}`} />
    </section>
  )
}

/** The walk of the day with the most planned stops, in its planned order; none under two stops. */
export function dayRoute(days: DayView[]): LatLng[] | undefined {
  const fullest = days.reduce<DayView | undefined>(
    (best, d) => ((d.plan?.visits.length ?? 0) > (best?.plan?.visits.length ?? 0) ? d : best),
    undefined,
  )
  const visits = fullest?.plan?.visits ?? []
  return visits.length > 1 ? visits.map(({ stop }) => ({ lat: stop.lat, lng: stop.lng })) : undefined
}
