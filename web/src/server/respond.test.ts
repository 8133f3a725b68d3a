import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, apiError, CACHE, json } from './respond'

const get = (headers: Record<string, string> = {}) => new Request('http://test/api/sites', { headers })

describe('json', () => {
  it('sends the body with a strong ETag and the cache policy asked for', async () => {
    const response = json(get(), { data: [1] }, 'live')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [1] })
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers.get('cache-control')).toBe(CACHE.live)
  })

  it('answers 304 with no body when If-None-Match holds the ETag, weak or in a list', async () => {
    const etag = json(get(), { data: [1] }, 'live').headers.get('etag') ?? ''
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = json(get({ 'if-none-match': header }), { data: [1] }, 'live')
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(etag)
    }
  })

  it('sends the full body when the content changed since the client’s copy', () => {
    const etag = json(get(), { data: [1] }, 'live').headers.get('etag') ?? ''
    expect(json(get({ 'if-none-match': etag }), { data: [2] }, 'live').status).toBe(200)
  })
})

describe('json with a cache key', () => {
  it('reuses the serialisation made for the same key, and makes a new one for a new key', async () => {
    const key = {}
    const first = json(get(), { data: [1] }, 'live', 200, key)
    // Same key: the body given is not looked at again (it stands for the same unchanging list).
    const second = json(get(), { data: ['changed'] }, 'live', 200, key)
    expect(await second.json()).toEqual({ data: [1] })
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await json(get(), { data: [2] }, 'live', 200, {}).json()).toEqual({ data: [2] })
  })
})

describe('json of a large cached list, to a client that takes gzip', () => {
  const list = { data: Array.from({ length: 200 }, (_, i) => ({ id: `site.${i}`, name: `Site ${i}` })) }

  it('sends gzip made once per version of the list, the same bytes each time', async () => {
    const first = json(get({ 'accept-encoding': 'gzip, deflate, br' }), list, 'live', 200, list)
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length)
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(list)
    const again = Buffer.from(await json(get({ 'accept-encoding': 'gzip' }), list, 'live', 200, list).arrayBuffer())
    expect(again.equals(bytes)).toBe(true)
  })

  it('sends plain JSON to a client that does not take gzip, and small or unkeyed bodies as they are', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0, br']) {
      const response = json(get(encoding ? { 'accept-encoding': encoding } : {}), list, 'live', 200, list)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.json()).toEqual(list)
    }
    expect(json(get({ 'accept-encoding': 'gzip' }), list, 'live').headers.get('content-encoding')).toBeNull()
    const small = { data: [1] }
    expect(json(get({ 'accept-encoding': 'gzip' }), small, 'live', 200, small).headers.get('content-encoding')).toBeNull()
  })

  it('reads Accept-Encoding as a list with weights', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('deflate, br')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })
})

describe('apiError', () => {
  it('is JSON with a code and message, never cached', async () => {
    const response = apiError(404, 'not_found', 'No site has the id "x".')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No site has the id "x".' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
