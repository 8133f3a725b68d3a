import type { SerwistPlugin, Strategy } from 'serwist'
import { keepAlong } from './along'

// The itineraries a My OHC page lists are saved with it, so that they are there on the weekend
// without having been opened one by one. Only for the page the visitor opened (a navigation),
// not for the itineraries fetched along with it, and at most ITINERARY_LIMIT of them.

const ITINERARY_LIMIT = 10
const LINK = /href="(\/(?:iframe\/)?my-ohc\/itineraries(?:\?id=[^"]*)?)"/g

export function itinerariesAlong(personal: Strategy): SerwistPlugin {
  return {
    async cacheDidUpdate({ request, newResponse, event }) {
      if (request.mode !== 'navigate') return
      const from = new URL(request.url)
      const links = [...(await newResponse.text()).matchAll(LINK)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
      const wanted = [...new Set(links)].slice(0, ITINERARY_LIMIT).filter((path) => new URL(path, from).href !== from.href)
      await Promise.all(wanted.map((path) => keepAlong(personal, path, event)))
    },
  }
}
