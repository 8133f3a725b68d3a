import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The site's addresses as the app folder declares them, read from disk rather than from a list
// kept by hand, so a route added tomorrow is fuzzed too: every page.tsx and route.ts(x) under
// web/src/app, route groups "(name)" left out of the path, [x] one segment, [...x] one or more,
// [[...x]] none or more, [lang] as the default language's addresses have it (none). Metadata files (robots, sitemap, icon, Open Graph image) are addresses too.

export type Segment = { kind: 'static'; value: string } | { kind: 'param' | 'catchAll' | 'optionalCatchAll'; name: string }

export interface AppRoute {
  /** As the folders spell it: /sites/[...site], /api/itineraries/[id]/items. */
  pattern: string
  segments: Segment[]
  /** page: rendered HTML; api: a route handler; metadata: a file Next serves from a special name. */
  kind: 'page' | 'api' | 'metadata'
  /** The methods a route handler exports (pages answer GET and HEAD). */
  methods: string[]
}

export const APP_DIR = path.resolve(import.meta.dirname, '../../src/app')

const METHOD_NAMES = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** The HTTP methods a route file exports: `export const GET`, `export async function POST`, `export { x as GET }`. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>()
  for (const method of METHOD_NAMES) {
    const declared = new RegExp(`export\\s+(const|let|(async\\s+)?function)\\s+${method}\\b`)
    const renamed = new RegExp(`export\\s*\\{[^}]*\\bas\\s+${method}\\b[^}]*\\}`)
    const plain = new RegExp(`export\\s*\\{[^}]*(^|[\\s,{])${method}\\s*[,}]`)
    if (declared.test(source) || renamed.test(source) || plain.test(source)) found.add(method)
  }
  return [...found]
}

function segmentOf(folder: string): Segment | undefined {
  if (/^\(.*\)$/.test(folder)) return undefined // a route group: not part of the address
  // The page's language: the default language's addresses carry none (src/proxy.ts writes it in).
  if (folder === '[lang]') return undefined
  const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(folder)
  if (optional?.[1]) return { kind: 'optionalCatchAll', name: optional[1] }
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(folder)
  if (catchAll?.[1]) return { kind: 'catchAll', name: catchAll[1] }
  const param = /^\[(\w+)\]$/.exec(folder)
  if (param?.[1]) return { kind: 'param', name: param[1] }
  return { kind: 'static', value: folder }
}

const patternOf = (segments: Segment[]) =>
  '/' +
  segments
    .map((s) =>
      s.kind === 'static' ? s.value : s.kind === 'param' ? `[${s.name}]` : s.kind === 'catchAll' ? `[...${s.name}]` : `[[...${s.name}]]`,
    )
    .join('/')

// Metadata files at a folder's level: the file name and the address Next gives it.
const METADATA: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'icon.svg': 'icon.svg',
  'opengraph-image.tsx': 'opengraph-image',
  'manifest.ts': 'manifest.webmanifest',
}

export function appRoutes(dir = APP_DIR, segments: Segment[] = []): AppRoute[] {
  const routes: AppRoute[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const segment = segmentOf(entry.name)
      routes.push(...appRoutes(full, segment ? [...segments, segment] : segments))
    } else if (entry.name === 'page.tsx') {
      routes.push({ pattern: patternOf(segments), segments, kind: 'page', methods: ['GET', 'HEAD'] })
    } else if (/^route\.tsx?$/.test(entry.name)) {
      routes.push({ pattern: patternOf(segments), segments, kind: 'api', methods: exportedMethods(readFileSync(full, 'utf8')) })
    } else if (METADATA[entry.name]) {
      const named: Segment[] = [...segments, { kind: 'static', value: METADATA[entry.name] ?? '' }]
      routes.push({ pattern: patternOf(named), segments: named, kind: 'metadata', methods: ['GET', 'HEAD'] })
    }
  }
  return routes
}

/**
 * The same address inside the frame (/iframe/…): the (frame) group serves most pages there and
 * its catch-all answers the rest, so every address has a twin to try.
 */
export function iframeTwin(route: AppRoute): AppRoute | undefined {
  const [first] = route.segments
  if (first?.kind === 'static' && first.value === 'iframe') return undefined
  const segments: Segment[] = [{ kind: 'static', value: 'iframe' }, ...route.segments]
  return { ...route, segments, pattern: patternOf(segments) }
}
