import { MapView } from '@/components/map/map-view'
import type { Trail } from '@/lib/programme/records'

// A trail's stops as numbered markers, in order, along its route line.

export function TrailMap({ trail }: { trail: Trail['fields'] }) {
  return (
    <MapView
      label={`Map of ${trail.title}`}
      numbered
      line={trail.route.length > 1 ? trail.route : trail.stops.map((s) => s.location)}
      markers={trail.stops.map((s) => ({
        id: s.id,
        lat: s.location.lat,
        lng: s.location.lng,
        label: s.title,
        ...(s.slug ? { href: `/stops/${s.slug}` } : {}),
        kind: 'stop' as const,
      }))}
    />
  )
}
