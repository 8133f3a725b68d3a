import { MapView, type MapMarker } from '@/ui/map/map-view'
import { mapWordsIn, placeLabelIn } from '@/platform/i18n/map-words'
import type { PointOfInterest, Site } from '@/content/records/programme-pages'
import { wordsIn } from '@/platform/i18n/catalogues'
import { poiMarker } from './poi-marker'

// The neighborhood's open sites and the transit, information and amenities near it, on one map,
// named in the page's language (English when none is given).

export function NeighborhoodMap({
  name,
  sites,
  pointsOfInterest,
  language,
}: {
  name: string
  sites: Site[]
  pointsOfInterest: PointOfInterest['fields'][]
  language?: string
}) {
  const markers: MapMarker[] = [
    ...sites.map((s) => ({
      id: s.id,
      lat: s.fields.location.lat,
      lng: s.fields.location.lng,
      label: placeLabelIn(s.fields.name, s.fields.location, language),
      href: `/sites/${s.fields.slug}`,
      kind: 'site' as const,
    })),
    ...pointsOfInterest.map(poiMarker),
  ]
  if (markers.length === 0) return null
  return (
    <MapView
      label={wordsIn(language, 'neighborhoods')('mapLabel', { name, count: sites.length })}
      markers={markers}
      cluster={markers.length > 40}
      words={mapWordsIn(language)}
    />
  )
}
