import { describe, expect, it } from 'vitest'
import { tileSource } from '@/kernel/geo/map-tiles'
import { contentSecurityPolicy } from './content-security-policy'
import { STUDIO_SOURCES } from './studio-sources'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d): [string, string[]] => {
      const [name = '', ...sources] = d.split(' ')
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  const site = directives(contentSecurityPolicy('site', {}))

  it('names every kind of source, and shuts plugins, base changes and foreign form targets', () => {
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'frame-ancestors'])
      expect(site.has(name), name).toBe(true)
    expect(site.get('object-src')).toEqual(["'none'"])
    expect(site.get('base-uri')).toEqual(["'self'"])
    expect(site.get('form-action')).toEqual(["'self'"])
  })

  it('never allows eval, or scripts from anywhere but the site and the tag manager', () => {
    expect(site.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    expect(contentSecurityPolicy('studio', {})).not.toContain('unsafe-eval')
  })

  it('lets the map load its tiles and the pages load Sanity images', () => {
    expect(site.get('img-src')).toEqual(expect.arrayContaining(['https://tile.openstreetmap.org', 'https://cdn.sanity.io']))
  })

  it('lets only the site (and a standalone Studio) frame a page, and embedders frame /iframe', () => {
    expect(site.get('frame-ancestors')).toEqual(["'self'"])
    const withStudio = directives(contentSecurityPolicy('site', { SANITY_STUDIO_URL: 'https://studio.example/desk' }))
    expect(withStudio.get('frame-ancestors')).toEqual(["'self'", 'https://studio.example'])
    const frame = directives(contentSecurityPolicy('frame', { OHC_FRAME_ORIGINS: 'https://embedder.example' }))
    expect(frame.get('frame-ancestors')).toEqual(["'self'", 'https://embedder.example'])
  })

  it('keeps the public pages’ policy as it was before the Studio had its own sources', () => {
    expect(contentSecurityPolicy('site', {})).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://cdn.sanity.io https://tile.openstreetmap.org https://*.google-analytics.com https://*.googletagmanager.com",
        "font-src 'self' data:",
        "connect-src 'self' https://*.api.sanity.io wss://*.api.sanity.io https://*.apicdn.sanity.io https://*.google-analytics.com https://*.googletagmanager.com",
        "frame-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "media-src 'self' https://cdn.sanity.io",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    )
  })

  it('adds, on /ohc-admin only, what the Studio loads from Sanity, and nothing else', () => {
    const studio = directives(contentSecurityPolicy('studio', {}))
    expect([...studio.keys()]).toEqual([...site.keys()])
    for (const [name, sources] of site) expect(studio.get(name), name).toEqual([...sources, ...(STUDIO_SOURCES[name] ?? [])])
    expect(studio.get('script-src')).toContain('https://core.sanity-cdn.com')
    expect(studio.get('font-src')).toContain('https://design-system-static.sanity.io')
    for (const kind of ['site', 'frame'] as const) {
      const policy = directives(contentSecurityPolicy(kind, {}))
      for (const [name, sources] of Object.entries(STUDIO_SOURCES))
        for (const source of sources) expect(policy.get(name), `${kind} ${name}`).not.toContain(source)
    }
  })

  it('lets previews reach a configured Content Lake host', () => {
    const lake = directives(contentSecurityPolicy('site', { SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:4567' }))
    expect(lake.get('connect-src')).toContain('http://127.0.0.1:4567')
  })
})

describe('tileSource', () => {
  it('is the tile server origin, with a subdomain placeholder as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileSource('https://{s}.tiles.example.com/{z}/{x}/{y}@2x.png')).toBe('https://*.tiles.example.com')
  })
})
