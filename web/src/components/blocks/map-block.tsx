import { MAP_LAYERS } from '@ohc/schemas/names'
import { MapView, type MarkerKind } from '@/components/map/map-view'
import { getBlockSettings, getMapPlaces } from '@/content/blocks'
import { BlockSection } from './section'
import type { BlockValue } from './types'

// The map block: the shared map (Leaflet loads only when it scrolls into view; the place list is
// what a visitor without JavaScript gets). A trail's stops are numbered in their order.

const KINDS: Record<BlockValue<'mapBlock'>['show'], MarkerKind> = {
  sites: 'site',
  events: 'event',
  pointsOfInterest: 'poi',
  trails: 'stop',
}

export async function MapBlock({ value }: { value: BlockValue<'mapBlock'> }) {
  const year = value.year ?? (await getBlockSettings()).currentYear
  const places = await getMapPlaces(value.show, year)
  const layer = MAP_LAYERS.find((l) => l.value === value.show)?.title ?? 'Places'
  return (
    <BlockSection id={value._key} heading={value.heading ?? layer} kind="mapBlock">
      <p className="muted">
        {places.length} {places.length === 1 ? 'place' : 'places'} · {layer}, {year}
      </p>
      <MapView
        markers={places.map((place) => ({ ...place, kind: KINDS[value.show] }))}
        cluster={places.length > 30}
        label={`Map of ${places.length} ${layer.toLowerCase()}`}
      />
    </BlockSection>
  )
}
