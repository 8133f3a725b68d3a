import { MapView, type MapMarker } from '@/ui/map/map-view'
import type { PointOfInterest, Site } from '@/content/records/programme-pages'
import { placeLabel } from '@/kernel/geo/public-location'
import { poiMarker } from './poi-marker'

// The neighborhood's open sites and the transit, information and amenities near it, on one map.

export function NeighborhoodMap({
  name,
  sites,
  pointsOfInterest,
}: {
  name: string
  sites: Site[]
  pointsOfInterest: PointOfInterest['fields'][]
}) {
  const markers: MapMarker[] = [
    ...sites.map((s) => ({
      id: s.id,
      lat: s.fields.location.lat,
      lng: s.fields.location.lng,
      label: placeLabel(s.fields.name, s.fields.location),
      href: `/sites/${s.fields.slug}`,
      kind: 'site' as const,
    })),
    ...pointsOfInterest.map(poiMarker),
  ]
  if (markers.length === 0) return null
  return <MapView label={`Map of ${name}: ${sites.length} sites and nearby places`} markers={markers} cluster={markers.length > 40} />
}
