import { CENTRE_PAGES, FRAME_ROUTES, ROUTES } from '@/kernel/page-table/table'

// Inside a frame, links to the site's pages must stay in the frame: a page that has an /iframe
// version is opened as that version; any other page (which refuses to be framed) opens in a new
// tab. The catch-all /iframe/{slug} serves the centre's pages.

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return '(?:/.*)?'
      if (/^\[\.\.\.\w+\]$/.test(segment)) return '/.+'
      if (/^\[\w+\]$/.test(segment)) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${body || '/'}/?$`)
}

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
