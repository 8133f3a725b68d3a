import { LANGUAGE_SEGMENT, withoutLanguageLike } from './language-segment'
import { CACHE } from './respond'

// The addresses whose every answer is one person's: their pages (My OHC, the host tool, the
// centre's desk), sign-in and its session (better-auth), their data in the API, an editor's draft
// mode and the calendar feed behind a member's own link. No shared cache may keep or serve them:
// each answer says `private, no-store`, and `Vary: Cookie` for any cache that reads no further.
// next.config.ts sends these headers on all of them, ahead of what each route says, so no route
// can forget them (Next keeps a header already set there over the route's own). A page's Vary is
// set again by Next as it renders (RSC and its router headers); the server's edge keeps Cookie in
// it at these addresses (personal-vary.ts).

/** Path prefixes (each with everything under it). */
export const PERSONAL_PREFIXES = [
  '/my-ohc',
  '/iframe/my-ohc',
  '/host',
  '/ops',
  '/iframe/api/auth',
  '/api/auth',
  '/api/me',
  '/api/itineraries',
  '/api/reservations',
  '/api/offers',
  '/api/waitlist',
  '/api/ballot-entries',
  '/api/host',
  '/api/ops',
  '/api/member-content',
  '/api/draft-mode',
  '/api/calendar',
] as const

export const PERSONAL_HEADERS = [
  { key: 'Cache-Control', value: CACHE.private },
  { key: 'Vary', value: 'Cookie' },
]

const underPrefix = (pathname: string) => PERSONAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** Whether every answer at this path is personal: in any language (/es/my-ohc as /my-ohc). */
export function isPersonalPath(pathname: string): boolean {
  return underPrefix(pathname) || underPrefix(withoutLanguageLike(pathname))
}

/** next.config headers() entries: each prefix and everything under it, in every language. */
export function personalHeaderRules(): { source: string; headers: typeof PERSONAL_HEADERS }[] {
  return PERSONAL_PREFIXES.flatMap((prefix) => {
    const pages = prefix.startsWith('/api/') ? [prefix] : [prefix, `/${LANGUAGE_SEGMENT}${prefix}`]
    return pages.flatMap((source) => [
      { source, headers: PERSONAL_HEADERS },
      { source: `${source}/:path*`, headers: PERSONAL_HEADERS },
    ])
  })
}
