import { MapView } from '@/ui/map/map-view'
import { mapWordsIn, placeLabelIn } from '@/platform/i18n/map-words'
import { wordsIn } from '@/platform/i18n/catalogues'
import { poiMarker } from '../neighborhoods/poi-marker'
import type { PointOfInterest, Trail } from '@/content/records/programme-pages'

// A trail's stops as numbered markers, in order, along its route line; the points of interest
// along it (restrooms, information, transit) as unnumbered markers, listed in words by the page.
// Named in the page's language (English when none is given).

export function TrailMap({
  trail,
  pointsOfInterest = [],
  language,
}: {
  trail: Trail['fields']
  pointsOfInterest?: PointOfInterest['fields'][]
  language?: string
}) {
  return (
    <MapView
      extras={pointsOfInterest.map(poiMarker)}
      label={wordsIn(language, 'trails')('map', { trail: trail.title })}
      words={mapWordsIn(language)}
      numbered
      line={trail.route.length > 1 ? trail.route : trail.stops.map((s) => s.location)}
      markers={trail.stops.map((s) => ({
        id: s.id,
        lat: s.location.lat,
        lng: s.location.lng,
        label: placeLabelIn(s.title, s.location, language),
        ...(s.slug ? { href: `/stops/${s.slug}` } : {}),
        kind: 'stop' as const,
      }))}
    />
  )
}
