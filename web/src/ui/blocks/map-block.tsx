import { MAP_LAYERS } from '@ohc/schemas/names'
import { LayerMapView, MapView, type MarkerKind } from '../map/map-view'
import { getBlockSettings, getMapPlaces, type MapLayer } from '@/content/blocks'
import { BlockSection } from './section'
import type { BlockValue } from '@/content/body'
import { count, NOUNS } from '@/kernel/text/count'

// The map block: the shared map (Leaflet loads only when it scrolls into view). A layer of more
// than a dozen places is fetched by the map itself and the page links to the list that holds
// them all (for a visitor without JavaScript too); carrying 250 markers and a 250-link list in
// the page doubled the home page's weight. A trail's stops are numbered in their order.

const KINDS: Record<MapLayer, MarkerKind> = {
  sites: 'site',
  events: 'event',
  pointsOfInterest: 'poi',
  trails: 'stop',
}

const INLINE_UP_TO = 12

/** The page listing a layer's places, where there is one (points of interest have none). */
function listPage(layer: MapLayer, year: number, currentYear: number): { href: string; text: string } | undefined {
  if (layer === 'pointsOfInterest') return undefined
  if (year !== currentYear) return { href: `/archive/${year}`, text: `The ${year} festival` }
  if (layer === 'sites') return { href: '/sites', text: 'All sites as a list' }
  if (layer === 'events') return { href: '/events', text: 'All events as a list' }
  return { href: '/stops', text: 'All trails and their stops' }
}

export async function MapBlock({ value }: { value: BlockValue<'mapBlock'> }) {
  const { currentYear } = await getBlockSettings()
  const year = value.year ?? currentYear
  const places = await getMapPlaces(value.show, year)
  const layer = MAP_LAYERS.find((l) => l.value === value.show)?.title ?? 'Places'
  const label = `Map of ${places.length} ${layer.toLowerCase()}`
  const list = places.length > INLINE_UP_TO ? listPage(value.show, year, currentYear) : undefined
  return (
    <BlockSection id={value._key} heading={value.heading ?? layer} kind="mapBlock">
      <p className="muted">
        {count(places.length, NOUNS.location)} · {layer}, {year}
      </p>
      {list ? (
        <LayerMapView
          source={{ url: `/api/map/${value.show}/${year}`, kind: KINDS[value.show] }}
          count={places.length}
          list={list}
          cluster={places.length > 30}
          label={label}
        />
      ) : (
        <MapView markers={places.map((place) => ({ ...place, kind: KINDS[value.show] }))} cluster={places.length > 30} label={label} />
      )}
    </BlockSection>
  )
}
