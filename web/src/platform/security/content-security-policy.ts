import { tileSource } from '@/kernel/geo/map-tiles'
import { config, readConfig, type Env } from '@/platform/config'
import { frameAncestorsPolicy } from '@/platform/frame/frame-policy'
import { STUDIO_SOURCES } from './studio-sources'

// The content security policy of every page, set by proxy.ts. What each source is for:
// - scripts: the site's own bundles, and Google Tag Manager when the settings name a container.
//   'unsafe-inline' stays: Next writes each page's data as inline scripts, and the pages are
//   static (rendered once, served to everyone), so no per-request nonce can be put in them.
//   docs/decisions.md weighs this against rendering every page per request.
// - styles: the site's stylesheets and the inline styles of Leaflet and the Studio.
// - images: the site, data/blob URLs (Leaflet, the Studio), Sanity's image CDN and the map tiles.
// - connections: the site, and the Content Lake for previews and the Studio (live updates over wss).
// - frames: only the site itself (the Studio's Presentation tool shows the site in a frame).
// /ohc-admin adds what the Studio loads from Sanity (studio-sources.ts), and only there.

export type PageKind = 'site' | 'frame' | 'studio'

const SANITY_API = ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io']
const TAG_MANAGER = ['https://www.googletagmanager.com']
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

function lakeHost(env?: Env): string[] {
  const content = (env ? readConfig(env) : config()).content
  if (content.kind !== 'lake' || !content.apiHost) return []
  return [new URL(content.apiHost).origin]
}

function frameAncestors(kind: PageKind, env?: Env): string {
  if (kind === 'frame') return frameAncestorsPolicy(env)
  const studio = (env ? readConfig(env) : config()).frame.studioOrigin
  return `frame-ancestors 'self'${studio ? ` ${studio}` : ''}`
}

/** The whole policy for one kind of page; `env`: another environment than this process's (tests). */
export function contentSecurityPolicy(kind: PageKind, env?: Env): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...TAG_MANAGER],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://cdn.sanity.io', tileSource(), ...ANALYTICS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...SANITY_API, ...lakeHost(env), ...ANALYTICS],
    ['frame-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'", 'https://cdn.sanity.io'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  const added = kind === 'studio' ? STUDIO_SOURCES : {}
  const written = directives.map(([name, ...sources]) => [name, ...sources, ...(added[name] ?? [])].join(' '))
  return [...written, frameAncestors(kind, env)].join('; ')
}
