// Which addresses the worker keeps, and how, in every language: a page in another language has
// its language first (/es/my-ohc/places), the default language's has none. The segment has the
// site's own shape (platform/language-segment.ts); the worker is built apart and imports none of
// the app, so it is written again here.

/** An optional language segment with its slash: "es/", "pt-BR/", or nothing. */
const LANGUAGE = '(?:[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?/)?'

/** Pages that are never kept: the API, the Studio, sign-in links, error tests. */
export const NEVER = new RegExp(`^/${LANGUAGE}(api|ohc-admin|login|builds|ohc-test-error)(/|$)`)

/**
 * A member's own pages, an itinerary someone shared (it is theirs, not the site's), and a host's
 * tool (rendered for the host alone, and needed in the basement): kept whatever their
 * cache-control, and gone when the session changes.
 */
export const PERSONAL_PAGES = new RegExp(`^/${LANGUAGE}((iframe/)?(my-ohc|itineraries/shared)|host)(/|$)`)

/** A link, in a My OHC page's HTML, to its page of ballots, offers and tickets. */
export const PLACES_LINK = new RegExp(`href="(/${LANGUAGE}(?:iframe/)?my-ohc/places)"`, 'g')
/** A link to one of the member's itineraries. */
export const ITINERARY_LINK = new RegExp(`href="(/${LANGUAGE}(?:iframe/)?my-ohc/itineraries(?:\\?id=[^"]*)?)"`, 'g')
/** A link, in a host tool's page, to the host's list of sites. */
export const HOST_SITES_LINK = new RegExp(`href="(/${LANGUAGE}host)"`, 'g')
