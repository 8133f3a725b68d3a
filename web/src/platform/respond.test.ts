import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { apiError, CACHE, gzipped, json } from './respond'

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

describe('json with a cache key, sent as kept bytes', () => {
  it('sends the same JSON from the kept UTF-8 bytes, non-ASCII text included, with the text’s ETag', async () => {
    const body = { data: [{ id: 'site.a', fields: { name: 'Čapek “Hall” 北' } }] }
    const key = {}
    const first = json(get(), body, 'live', 200, key)
    const again = json(get(), body, 'live', 200, key)
    expect(await first.json()).toEqual(body)
    expect(await again.json()).toEqual(body)
    expect(again.headers.get('etag')).toBe(json(get(), body, 'live').headers.get('etag'))
    expect(again.headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })
})

describe('gzipped', () => {
  const body = { data: [{ id: 'site.a', fields: { name: 'Čapek “Hall” 北' } }] }
  const decoded = async (response: Response) => JSON.parse(gunzipSync(await response.arrayBuffer()).toString('utf8')) as unknown

  it('gzips a keyed answer: every request gets the same bytes, which decode to the JSON', async () => {
    const key = {}
    const first = await gzipped(json(get(), body, 'live', 200, key))
    const second = await gzipped(json(get(), body, 'live', 200, key))
    const [a, b] = [new Uint8Array(await first.clone().arrayBuffer()), new Uint8Array(await second.clone().arrayBuffer())]
    expect(b).toEqual(a)
    expect(await decoded(first)).toEqual(body)
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).toBe(json(get(), body, 'live').headers.get('etag'))
    expect(second.headers.get('cache-control')).toBe(CACHE.live)
  })

  it('gzips any other answer too (an error), keeping its status and headers', async () => {
    const response = await gzipped(apiError(400, 'bad_request', 'limit must be a whole number from 1 to 500.'))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await decoded(response)).toEqual({ error: { code: 'bad_request', message: 'limit must be a whole number from 1 to 500.' } })
  })

  it('leaves an answer without a body as it is (a 304)', async () => {
    const etag = json(get(), body, 'live', 200, {}).headers.get('etag') ?? ''
    const notModified = json(get({ 'if-none-match': etag }), body, 'live', 200, {})
    expect(await gzipped(notModified)).toBe(notModified)
  })
})
