import { MapClient } from './map.lazy'
import styles from './map.module.css'
import type { MapProps, MarkerSource } from '@/kernel/geo/map-data'
import Link from '../link'
import { mapWordsIn } from '@/platform/i18n/map-words'
import { count as countOf, NOUNS } from '@/kernel/text/count'

export type { MapMarker, MapPoint, MapProps, MarkerKind, MarkerSource } from '@/kernel/geo/map-data'

// A map of locations. The server renders them as a plain list of links; the client island
// loads Leaflet only when the map scrolls into view (never in a route's first-load JS), draws the
// markers over the tiles, and then keeps the list for screen readers. With no JavaScript, or if
// Leaflet fails to load, the list is what the visitor gets — nothing is lost.

// Longer lists than this fold into a disclosure, kept under the map: on a phone a 250-site list
// would otherwise be most of the page's height (and of its layout work) until the map arrives.
const FOLD_AFTER = 12

/**
 * A map of a whole layer (hundreds of places): the markers are fetched from `source` when the map
 * comes into view, and the page carries only a link to the list page that has them all.
 */
export function LayerMapView({
  source,
  count,
  list,
  label,
  cluster,
}: {
  source: MarkerSource
  count: number
  list: { href: string; text: string }
  label: string
  cluster: boolean
}) {
  return (
    <MapClient markers={[]} source={source} cluster={cluster} label={label} listStays placeholder={ENGLISH}>
      <p>
        <Link href={list.href}>{list.text}</Link> ({countOf(count, NOUNS.location)})
      </p>
    </MapClient>
  )
}

/**
 * The map's words in the page's language (`{label}` and `{count}` filled in), English unless
 * given: the list's name, the fold's, and what the map's box says until the map is drawn, or if
 * it cannot be.
 */
export interface MapListWords {
  locations: string
  allLocations: string
  waiting: string
  failed: string
}

const ENGLISH = mapWordsIn()

export function MapView({
  markers,
  extras,
  line,
  numbered = false,
  cluster = false,
  label,
  words = ENGLISH,
}: MapProps & { words?: MapListWords }) {
  const List = numbered ? 'ol' : 'ul'
  const folded = !numbered && markers.length > FOLD_AFTER
  const list = (
    <List className={styles.fallbackList} aria-label={words.locations.replace('{label}', label)}>
      {markers.map((m) => (
        <li key={m.id}>{m.href ? <Link href={m.href}>{m.label}</Link> : m.label}</li>
      ))}
    </List>
  )
  return (
    <MapClient
      markers={markers}
      extras={extras}
      line={line}
      numbered={numbered}
      cluster={cluster}
      label={label}
      listStays={folded}
      placeholder={{ waiting: words.waiting, failed: words.failed }}
    >
      {folded ? (
        <details className={styles.allPlaces}>
          <summary>{words.allLocations.replace('{count}', String(markers.length))}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </MapClient>
  )
}
