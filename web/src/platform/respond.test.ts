import { describe, expect, it } from 'vitest'
import { apiError, CACHE, json, precompressed } from './respond'

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

  it('keeps gzip and br bytes of the text once made, decoding to the same JSON; the answer itself carries the text', async () => {
    const key = {}
    const request = get({ 'accept-encoding': 'gzip' })
    const first = json(request, big, 'live', 200, key)
    expect(precompressed(request, first)).toBeUndefined()
    await settle()
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
    const gzRequest = get({ 'accept-encoding': 'gzip, deflate' })
    const gz = json(gzRequest, big, 'live', 200, key)
    expect(gz.headers.get('content-encoding')).toBeNull()
    expect(await gz.clone().json()).toEqual(big)
    expect(gz.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(gz.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    const kept = precompressed(gzRequest, gz)
    expect(kept?.coding).toBe('gzip')
    expect(JSON.parse(gunzipSync(kept?.bytes ?? new Uint8Array()).toString('utf8'))).toEqual(big)
    const brRequest = get({ 'accept-encoding': 'gzip, deflate, br' })
    const br = precompressed(brRequest, json(brRequest, big, 'live', 200, key))
    expect(br?.coding).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br?.bytes ?? new Uint8Array()).toString('utf8'))).toEqual(big)
    const none = get({ 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(precompressed(none, json(none, big, 'live', 200, key))).toBeUndefined()
  })

  it('answers 304 to the ETag, and keeps nothing for an unkeyed body', async () => {
    const key = {}
    const etag = json(get(), big, 'live', 200, key).headers.get('etag') ?? ''
    await settle()
    expect(json(get({ 'accept-encoding': 'gzip', 'if-none-match': etag }), big, 'live', 200, key).status).toBe(304)
    const request = get({ 'accept-encoding': 'gzip' })
    const unkeyed = json(request, big, 'live')
    await settle()
    expect(precompressed(request, unkeyed)).toBeUndefined()
  })
})
