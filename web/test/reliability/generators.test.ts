import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { crawlerRequest, escapeTrouble, generateRequest, type LiveValues } from './addresses'
import { appRoutes, exportedMethods, iframeTwin } from './app-routes'
import { jsonBodyVariants } from './bodies'
import { seeded } from './random'

// The fuzz tests' generators: the same seed makes the same requests (a failure can be replayed),
// every request can be sent as it is, and the routes are read from the app folder.

const live: LiveValues = {
  slugs: {
    site: ['abernathy-cold-storage'],
    event: ['e-2026'],
    tour: ['t'],
    neighborhood: ['n'],
    stop: ['s'],
    path: ['about', 'about/contact-us'],
    year: ['2024'],
  },
  ids: ['site.abernathy-cold-storage', 'event.2026.e'],
  images: ['a-1x1.svg'],
  buildId: 'build',
}

function batch(seed: number) {
  const random = seeded(seed)
  const routes = appRoutes()
  return routes.flatMap((route) => [
    crawlerRequest(route, live, random),
    ...Array.from({ length: 20 }, () => generateRequest(route, live, random, 'http://127.0.0.1:3000')),
  ])
}

const digest = (requests: ReturnType<typeof batch>) =>
  createHash('sha1')
    .update(JSON.stringify(requests, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))
    .digest('hex')

describe('the fuzz generators', () => {
  it('make the same requests from the same seed, and others from another', () => {
    expect(digest(batch(42))).toBe(digest(batch(42)))
    expect(digest(batch(42))).not.toBe(digest(batch(43)))
  })

  it('make request lines Node can send as they are (bytes 0x21–0xFF, raw text as UTF-8 bytes)', () => {
    for (const request of batch(7)) expect(request.path, request.label).toMatch(/^[\u0021-\u00ff]+$/)
  })

  it('read every page and route handler of the app folder, without route groups, with their methods', () => {
    const patterns = appRoutes().map((r) => r.pattern)
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/sites/[...site]', '/api/itineraries/[id]/items/[itemId]', '/ohc-admin/[[...tool]]', '/robots.txt']),
    )
    expect(patterns.some((p) => p.includes('('))).toBe(false)
    expect(appRoutes().find((r) => r.pattern === '/api/auth/[...all]')?.methods).toEqual(['GET', 'POST'])
    expect(exportedMethods('export const PATCH = x\nexport async function DELETE() {}')).toEqual(['PATCH', 'DELETE'])
    expect(iframeTwin(appRoutes().find((r) => r.pattern === '/sites')!)?.pattern).toBe('/iframe/sites')
  })

  it('tell malformed escapes apart', () => {
    expect(escapeTrouble('/events/%ff')).toBe('path')
    expect(escapeTrouble('/events?x=%zz')).toBe('query')
    expect(escapeTrouble('/%25zz')).toBe('path decoded twice')
    expect(escapeTrouble('/events/%C3%A9?x=1')).toBeUndefined()
  })

  it('mark a body without a required field invalid, and one with an unknown extra field an edge case', () => {
    const variants = jsonBodyVariants({ name: 'x' }, [{ name: 'name', kind: 'text', required: true, max: 80 }], { huge: false })
    expect(variants.find((v) => v.name === 'name missing')?.expect).toBe('invalid')
    expect(variants.find((v) => v.name === 'extra unknown fields')?.expect).toBe('edge')
    expect(variants.find((v) => v.name === 'name one too long')?.body).toBe(JSON.stringify({ name: 'x'.repeat(81) }))
  })
})
