import { describe, expect, it } from 'vitest'
import { keepPage } from './keep-page'
import { SAVED_AT, TITLE } from './names'
import { offlineNotice } from './offline-notice'
import { savedLabel } from './saved-label'
import { tileOrigin } from './tile-origin'

// The worker's own rules that need no browser, with real Fetch API objects (Node has them). What
// needs the Cache API and a service worker (the offline page, the session's end, the shell) is
// tested in Chromium by e2e/offline.spec.ts.

const request = new Request('http://localhost/sites')
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<html><head><title>Sites | OHC</title></head><body class="x"><h1>Sites</h1></body></html>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
// The plugins read neither the event nor the state.
const callback = { request, event: undefined as unknown as ExtendableEvent, state: {} }

describe('keepPage', () => {
  it('keeps a page with the time it was saved and its title, and nothing else of the answer', async () => {
    const kept = await keepPage({ personal: false }).cacheWillUpdate!({ ...callback, response: page({ 'set-cookie': 'a=b' }) })
    expect(kept).toBeInstanceOf(Response)
    expect(decodeURIComponent(kept!.headers.get(TITLE)!)).toBe('Sites | OHC')
    expect(Date.now() - Date.parse(kept!.headers.get(SAVED_AT)!)).toBeLessThan(5000)
    expect(kept!.headers.get('set-cookie')).toBeNull()
    expect(await kept!.text()).toContain('<h1>Sites</h1>')
  })

  it('keeps no public page the server marks no-store, but a personal one', async () => {
    const noStore = { 'cache-control': 'private, no-store' }
    expect(await keepPage({ personal: false }).cacheWillUpdate!({ ...callback, response: page(noStore) })).toBeNull()
    expect(await keepPage({ personal: true }).cacheWillUpdate!({ ...callback, response: page(noStore) })).toBeInstanceOf(Response)
  })

  it('keeps no error and nothing that is not HTML', async () => {
    expect(await keepPage({ personal: false }).cacheWillUpdate!({ ...callback, response: page({}, 404) })).toBeNull()
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(await keepPage({ personal: false }).cacheWillUpdate!({ ...callback, response: json })).toBeNull()
  })
})

describe('offlineNotice', () => {
  it('writes the saved time at the top of the body of a saved copy', async () => {
    const saved = new Response('<html><body class="x"><h1>Sites</h1></body></html>', {
      headers: { [SAVED_AT]: new Date().toISOString() },
    })
    const shown = await offlineNotice.cachedResponseWillBeUsed!({ ...callback, cacheName: 'ohc-pages', cachedResponse: saved })
    const html = await shown!.text()
    expect(html).toMatch(
      /<body class="x"><p role="status" data-offline-copy style="position:sticky;top:0[^"]*">Offline: saved at \d{1,2}:\d{2}( [AP]M)?<\/p><h1>/,
    )
    expect(shown!.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('leaves a miss a miss', async () => {
    expect(
      await offlineNotice.cachedResponseWillBeUsed!({ ...callback, cacheName: 'ohc-pages', cachedResponse: undefined }),
    ).toBeUndefined()
  })
})

describe('savedLabel', () => {
  it('names the day when it was not today, and says "earlier" when the time is unknown', () => {
    expect(savedLabel('2020-02-01T12:00:00Z')).toMatch(/^on \w+, \w+ \d+ at \d{1,2}:\d{2}/)
    expect(savedLabel(null)).toBe('earlier')
  })
})

describe('tileOrigin', () => {
  it('matches the tile server, any one subdomain for a *, and no other origin', () => {
    const pattern = tileOrigin('https://*.tile.example.org')!
    expect(pattern.test('https://a.tile.example.org')).toBe(true)
    expect(pattern.test('https://tile.example.org')).toBe(false)
    expect(pattern.test('https://a.tile.example.org.evil.test')).toBe(false)
    expect(tileOrigin('https://tile.openstreetmap.org')!.test('https://tile.openstreetmap.org')).toBe(true)
    expect(tileOrigin(null)).toBeUndefined()
  })
})
