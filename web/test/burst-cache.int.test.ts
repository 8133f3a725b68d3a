import { beforeAll, describe, expect, inject, it } from 'vitest'
import { BURST_HEADER } from '@/platform/burst-cache'
import { newIp, sessionCookie, signIn } from './sign-in'

// The burst cache on the real server: a public answer asked for twice within a second is sent the
// second time from its copy, byte for byte; a personal answer, and a public one that varies on
// Cookie asked for with one, never is. Requests go at once, in pairs, so both fall in one second.

const base = inject('baseURL')
let member: string

beforeAll(async () => {
  const { opened } = await signIn(`burst-${Date.now()}@example.org`, newIp())
  member = sessionCookie(opened)
})

async function twice(pathname: string, headers: Record<string, string> = {}) {
  const ask = () => fetch(`${base}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip', ...headers } })
  const first = await ask()
  const firstBody = await first.text()
  const second = await ask()
  return { first, firstBody, second, secondBody: await second.text() }
}

describe('the burst cache on the real server', () => {
  it.each(['/', '/sites', '/sites/abernathy-cold-storage', '/api/sites', '/api/events'])(
    '%s: the second visitor within the second gets the first answer, from its copy',
    async (pathname) => {
      const { first, firstBody, second, secondBody } = await twice(pathname)
      expect(first.status).toBe(200)
      expect(second.headers.get(BURST_HEADER)).toBe('burst-cache')
      expect(secondBody).toBe(firstBody)
      expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(second.headers.get('set-cookie')).toBeNull()
      if (!pathname.startsWith('/api/')) expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    },
  )

  it.each(['/my-ohc', '/my-ohc/itineraries', '/api/itineraries', '/api/reservations', '/api/auth/get-session'])(
    '%s, signed in: never from a copy',
    async (pathname) => {
      const { first, second } = await twice(pathname, { cookie: member })
      expect(first.status).toBe(200)
      expect(first.headers.get(BURST_HEADER)).toBeNull()
      expect(second.headers.get(BURST_HEADER)).toBeNull()
    },
  )

  it('an answer that varies on Cookie: a member never gets the signed-out copy, nor leaves theirs', async () => {
    const signedOut = await twice('/api/sites')
    expect(signedOut.second.headers.get(BURST_HEADER)).toBe('burst-cache')
    expect(signedOut.first.headers.get('vary')).toMatch(/cookie/i)
    const signedIn = await twice('/api/sites', { cookie: member })
    expect(signedIn.first.headers.get(BURST_HEADER)).toBeNull()
    expect(signedIn.second.headers.get(BURST_HEADER)).toBeNull()
  })

  it("the site's own fresh reads (fetch with cache: 'no-store') always reach the server", async () => {
    const { second } = await twice('/api/sites', { 'cache-control': 'no-cache', pragma: 'no-cache' })
    expect(second.headers.get(BURST_HEADER)).toBeNull()
  })
})
