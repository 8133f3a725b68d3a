import { placeLabel } from '@/kernel/geo/public-location'
import { CATALOGUES, catalogueFor } from './catalogues'

// A map's words in a page's language: the catalogue's `site.map` (the list's name, the fold's, what
// the map's box says until it is drawn, an approximate place's label), for the map itself and for
// the markers the server labels (a site list's, a site page's, a trail's).

/** The map's words for a page in `language`; English when none is given. */
export const mapWordsIn = (language?: string) => CATALOGUES[catalogueFor(language ?? 'en')].site.map

/** A place's name on a map, saying so in `language` when its point is approximate (a members-only place). */
export const placeLabelIn = (name: string, location: { approximate?: true } | undefined, language?: string) =>
  placeLabel(name, location, mapWordsIn(language).approximate)
