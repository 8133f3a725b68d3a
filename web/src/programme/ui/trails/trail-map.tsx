import { MapView } from '@/ui/map/map-view'
import { poiMarker } from '../neighborhoods/poi-marker'
import type { PointOfInterest, Trail } from '@/content/records/programme-pages'
import { placeLabel } from '@/kernel/geo/public-location'

// A trail's stops as numbered markers, in order, along its route line; the points of interest
// along it (restrooms, information, transit) as unnumbered markers, listed in words by the page.

export function TrailMap({ trail, pointsOfInterest = [] }: { trail: Trail['fields']; pointsOfInterest?: PointOfInterest['fields'][] }) {
  return (
    <MapView
      extras={pointsOfInterest.map(poiMarker)}
      label={`Map of ${trail.title}`}
      numbered
      line={trail.route.length > 1 ? trail.route : trail.stops.map((s) => s.location)}
      markers={trail.stops.map((s) => ({
        id: s.id,
        lat: s.location.lat,
        lng: s.location.lng,
        label: placeLabel(s.title, s.location),
        ...(s.slug ? { href: `/stops/${s.slug}` } : {}),
        kind: 'stop' as const,
      }))}
    />
  )
}
