import type { Tour } from '@/lib/programme/records'

// Where the tour starts, on a map. (The shared map component replaces this link when it lands.)

export function TourMeetingMap({ tour }: { tour: Tour['fields'] }) {
  const point = tour.meetingPoint?.location
  if (!point) return null
  return (
    <p>
      <a href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`} rel="noopener">
        Meeting point on a map
      </a>
    </p>
  )
}
