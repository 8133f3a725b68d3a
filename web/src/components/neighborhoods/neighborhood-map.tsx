import { MapView, type MapMarker } from '@/components/map/map-view'
import type { PointOfInterest, Site } from '@/lib/programme/records'

// The neighborhood's open sites and the transit, information and amenities near it, on one map.

export function NeighborhoodMap({ name, sites, pointsOfInterest }: { name: string; sites: Site[]; pointsOfInterest: PointOfInterest['fields'][] }) {
  const markers: MapMarker[] = [
    ...sites.map((s) => ({ id: s.id, lat: s.fields.location.lat, lng: s.fields.location.lng, label: s.fields.name, href: `/sites/${s.fields.slug}`, kind: 'site' as const })),
    ...pointsOfInterest.map((p) => ({ id: `poi-${p.slug}`, lat: p.location.lat, lng: p.location.lng, label: p.name, kind: 'poi' as const })),
  ]
  if (markers.length === 0) return null
  return <MapView label={`Map of ${name}: ${sites.length} sites and nearby places`} markers={markers} cluster={markers.length > 40} />
}
