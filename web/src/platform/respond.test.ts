import { describe, expect, it } from 'vitest'
import { apiError, CACHE, json } from './respond'

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

describe('apiError', () => {
  it('is JSON with a code and message, never cached', async () => {
    const response = apiError(404, 'not_found', 'No site has the id "x".')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No site has the id "x".' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('json with a cache key, compressed once', () => {
  const big = { data: Array.from({ length: 400 }, (_, i) => ({ id: `site.${i}`, fields: { name: `Site ${i}` } })) }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

  it('sends the kept gzip or br bytes with Content-Encoding once they are made, decoding to the same JSON', async () => {
    const key = {}
    const first = json(get({ 'accept-encoding': 'gzip' }), big, 'live', 200, key)
    expect(first.headers.get('content-encoding')).toBeNull()
    await settle()
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
    const gz = json(get({ 'accept-encoding': 'gzip, deflate' }), big, 'live', 200, key)
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(gz.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big)
    const br = json(get({ 'accept-encoding': 'gzip, deflate, br' }), big, 'live', 200, key)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'))).toEqual(big)
    const identity = json(get({ 'accept-encoding': 'br;q=0, gzip;q=0' }), big, 'live', 200, key)
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.json()).toEqual(big)
    expect(json(get(), big, 'live', 200, key).headers.get('content-encoding')).toBeNull()
  })

  it('answers 304 to the ETag whatever the coding, and leaves an unkeyed body to the server', async () => {
    const key = {}
    const etag = json(get(), big, 'live', 200, key).headers.get('etag') ?? ''
    await settle()
    expect(json(get({ 'accept-encoding': 'gzip', 'if-none-match': etag }), big, 'live', 200, key).status).toBe(304)
    expect(json(get({ 'accept-encoding': 'gzip' }), big, 'live').headers.get('content-encoding')).toBeNull()
  })
})
