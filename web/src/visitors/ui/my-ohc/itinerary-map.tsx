import { MapView, type MapMarker } from '@/ui/map/map-view'
import { mapWordsIn, placeLabelIn } from '@/platform/i18n/map-words'
import type { DayView, ViewItem } from '@/visitors/itineraries/view'
import type { LatLng } from '@/kernel/geo'
import { wordsIn } from '@/platform/i18n/catalogues'
import styles from './itinerary.module.css'

// The itinerary on a map: its located items as numbered markers in the plans' order, and the
// route of the fullest planned day drawn as a line in that day's order, in the page's language.

/** A marker of the itinerary map: the map's own marker type. */
export type ItineraryMarker = MapMarker

/** Markers in plan order for planned days, then the rest in list order. */
export function itineraryMarkers(items: ViewItem[], days: DayView[], language?: string): ItineraryMarker[] {
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
            label: placeLabelIn(item.title, item.location, language),
            href: item.href,
            kind: item.kind as MapMarker['kind'],
          },
        ]
      : [],
  )
}

export function ItineraryMap({ markers, route, language }: { markers: ItineraryMarker[]; route?: LatLng[]; language?: string }) {
  if (markers.length === 0) return null
  const t = wordsIn(language, 'itinerary')
  return (
    <section className={styles.map} aria-labelledby="itinerary-map-heading" data-itinerary-map="">
      <h3 id="itinerary-map-heading">{t('map.heading')}</h3>
      <MapView markers={markers} numbered line={route} label={t('map.label', { count: markers.length })} words={mapWordsIn(language)} />
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
