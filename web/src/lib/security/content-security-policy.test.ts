import { describe, expect, it } from 'vitest'
import { tileSource } from '../map-tiles'
import { contentSecurityPolicy } from './content-security-policy'

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
