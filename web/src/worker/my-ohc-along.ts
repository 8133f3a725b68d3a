import type { SerwistPlugin, Strategy } from 'serwist'
import { keepAlong } from './along'
import { HOST_SITES_LINK, ITINERARY_LINK, PLACES_LINK } from './paths'

// The member's own pages a My OHC page links to are saved with it, so that they are there on the
// weekend without having been opened one by one: the page of ballots, offers and tickets (the
// tickets' QR codes at the door) and the itineraries listed; and with a host tool's page, the
// list of the host's sites it links to (what the home screen's "Host tool" shortcut opens). Only for the page the visitor opened
// (a navigation), not for the pages fetched along with it; the tickets first, then at most
// ITINERARY_LIMIT itineraries.

const ITINERARY_LIMIT = 10

export function myOhcAlong(personal: Strategy): SerwistPlugin {
  return {
    async cacheDidUpdate({ request, newResponse, event }) {
      if (request.mode !== 'navigate') return
      await keepLinkedPages(personal, await newResponse.text(), new URL(request.url), event)
    },
  }
}

/** Keeps the member's pages a My OHC page's HTML links to (also for a page kept at install: ./open-pages.ts). */
export async function keepLinkedPages(personal: Strategy, html: string, from: URL, event: ExtendableEvent): Promise<void> {
  const links = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&')))]
  const wanted = [
    ...links(PLACES_LINK).slice(0, 1),
    ...links(HOST_SITES_LINK).slice(0, 1),
    ...links(ITINERARY_LINK).slice(0, ITINERARY_LIMIT),
  ]
    .map((path) => new URL(path, from).href)
    .filter((href) => href !== from.href)
  await Promise.all(wanted.map((href) => keepAlong(personal, href, event)))
}
