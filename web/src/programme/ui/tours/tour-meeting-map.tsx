import { MapView } from '@/ui/map/map-view'
import type { Tour } from '@/content/records/programme-pages'
import { placeLabel } from '@/kernel/geo/public-location'

// Where the tour starts, on a map.

export function TourMeetingMap({ tour }: { tour: Tour['fields'] }) {
  const point = tour.meetingPoint?.location
  if (!point) return null
  const name = tour.meetingPoint?.name ?? 'Meeting point'
  return (
    <MapView
      label={`Map of the meeting point: ${name}`}
      markers={[{ id: 'meeting-point', lat: point.lat, lng: point.lng, label: placeLabel(name, point), kind: 'tour' }]}
    />
  )
}
