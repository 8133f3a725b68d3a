import type { MapMarker } from '@/ui/map/map-view'
import type { PointOfInterest } from '@/content/records/programme-pages'

/** A point of interest as a map marker (neighborhood and trail maps). */
export function poiMarker(p: PointOfInterest['fields']): MapMarker {
  return { id: `poi-${p.slug}`, lat: p.location.lat, lng: p.location.lng, label: p.name, kind: 'poi' }
}
