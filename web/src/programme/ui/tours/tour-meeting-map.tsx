import { MapView } from '@/ui/map/map-view'
import { mapWordsIn, placeLabelIn } from '@/platform/i18n/map-words'
import type { Tour } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'

// Where the tour starts, on a map, named in the page's language (English when none is given).

export function TourMeetingMap({ tour, language }: { tour: Tour['fields']; language?: string }) {
  const point = tour.meetingPoint?.location
  if (!point) return null
  const t = wordsIn(language, 'tour')
  const name = tour.meetingPoint?.name ?? t('fact.meetingPoint')
  return (
    <MapView
      label={t('map', { name })}
      words={mapWordsIn(language)}
      markers={[{ id: 'meeting-point', lat: point.lat, lng: point.lng, label: placeLabelIn(name, point, language), kind: 'tour' }]}
    />
  )
}
