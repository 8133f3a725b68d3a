import { CENTRE_PAGES, FRAME_ROUTES, ROUTES } from '@/kernel/page-table/table'
import { patternToRegExp } from '@/kernel/page-table/patterns'

// Inside a frame, links to the site's pages must stay in the frame: a page that has an /iframe
// version is opened as that version; any other page (which refuses to be framed) opens in a new
// tab. The catch-all /iframe/{slug} serves the centre's pages.

const FRAME_PATTERNS = FRAME_ROUTES.map((route) => patternToRegExp(route.pattern))
const CENTRE = new Set<string>(CENTRE_PAGES.map((p) => `/${p}`))
// Fixed paths that are not framed although a framed pattern would match them (/archive/sites/images).
const UNFRAMED = new Set(ROUTES.filter((r) => !r.frame && !r.pattern.includes('[') && !CENTRE.has(r.pattern)).map((r) => r.pattern))

/** The /iframe version of a site path (query and hash kept), or undefined if it has none. */
export function framePathFor(pathWithQuery: string): string | undefined {
  const match = /^([^?#]*)(.*)$/.exec(pathWithQuery)
  const path = match?.[1] ?? ''
  const rest = match?.[2] ?? ''
  if (path === '/iframe' || path.startsWith('/iframe/')) return pathWithQuery
  if (UNFRAMED.has(path.replace(/\/$/, ''))) return undefined
  const framed = path === '/' ? '/iframe' : `/iframe${path.replace(/\/$/, '')}`
  if (FRAME_PATTERNS.some((re) => re.test(framed)) || CENTRE.has(path.replace(/\/$/, ''))) return `${framed}${rest}`
  return undefined
}
