// The data a map is drawn from: plain, serialisable, and only what the map needs (it crosses to
// the browser as props, so keep it lean — no records, no descriptions).

export type MarkerKind = 'site' | 'event' | 'poi' | 'stop' | 'tour' | 'here'

export interface MapMarker {
  id: string
  lat: number
  lng: number
  label: string
  href?: string
  kind?: MarkerKind
}

export interface MapPoint {
  lat: number
  lng: number
}

export interface MapProps {
  markers: MapMarker[]
  /** A route drawn in order (a trail, an itinerary). */
  line?: MapPoint[]
  /** Number the markers 1, 2, 3… in the order given. */
  numbered?: boolean
  /** Unnumbered markers drawn beside the others (a trail's restrooms and transit), never
   *  numbered or clustered and not in the map's list: the page describes them in its own words. */
  extras?: MapMarker[]
  /** Group close markers into counted clusters (supercluster). */
  cluster?: boolean
  /** The map's accessible name, e.g. "Map of 42 sites". */
  label: string
}

/** Markers the map fetches once it is in view, instead of carrying them in the page. */
export interface MarkerSource {
  /** A JSON address answering {data: MapMarker[]} (the API's /api/map/{layer}/{year}). */
  url: string
  kind: MarkerKind
}
