import { request as httpRequest } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'

// /api/sites in pages on the real Next server (production build): walking every page gives the
// whole list, in order, once; bad limits and cursors are 400s; ETag/304 hold; the gzip answer
// decodes, once, to the very JSON sent uncompressed.

const base = inject('baseURL')

interface Site {
  id: string
  fields: { name: string }
}
interface Answer {
  data: Site[]
  map: Record<string, Site>
  page?: { limit: number; next?: string }
}

const getJson = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers })
  return { response, body: (await response.json()) as Answer }
}

/** The bytes as sent, not decoded (fetch would decode them). */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('/api/sites in pages', () => {
  it('walks every page with limit=7: together the whole list, in its order, no site twice, each map its own page’s', async () => {
    const whole = await getJson('/api/sites')
    expect(whole.body.page).toBeUndefined()
    const ids: string[] = []
    let path = '/api/sites?limit=7'
    for (let pages = 0; pages < 200; pages += 1) {
      const { response, body } = await getJson(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(whole.response.headers.get('cache-control'))
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
      expect(body.data.length).toBeLessThanOrEqual(7)
      expect(body.page?.limit).toBe(7)
      expect(Object.keys(body.map).sort()).toEqual(body.data.map((site) => site.id).sort())
      for (const site of body.data) expect(body.map[site.id]).toEqual(site)
      ids.push(...body.data.map((site) => site.id))
      if (!body.page?.next) break
      expect(body.data).toHaveLength(7)
      path = `/api/sites?limit=7&cursor=${encodeURIComponent(body.page.next)}`
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(whole.body.data.map((site) => site.id))
    expect(ids.length).toBeGreaterThan(7)
  })

  it('takes the default page size with a cursor alone', async () => {
    const first = await getJson('/api/sites?limit=1')
    const next = first.body.page?.next ?? ''
    const { body } = await getJson(`/api/sites?cursor=${next}`)
    expect(body.page?.limit).toBe(100)
    expect(body.data[0]?.id).not.toBe(first.body.data[0]?.id)
  })

  it.each([
    ['limit=0', /limit must be a whole number from 1 to 500/],
    ['limit=501', /limit must be a whole number from 1 to 500/],
    ['limit=ten', /limit must be a whole number from 1 to 500/],
    ['limit=', /limit must be a whole number from 1 to 500/],
    ['cursor=not-ours', /cursor is not one this API gave out/],
    ['cursor=%E2%9C%93', /cursor is not one this API gave out/],
    ['limit=5&limit=6', /at most once/],
  ])('answers 400 with {error: {code, message}} to %s', async (query, message) => {
    const response = await fetch(`${base}/api/sites?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('bad_request')
    expect(body.error.message).toMatch(message)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 304 to a page’s ETag, and the ETag differs from page to page', async () => {
    const first = await getJson('/api/sites?limit=7')
    const etag = first.response.headers.get('etag') ?? ''
    const again = await fetch(`${base}/api/sites?limit=7`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const second = await getJson(`/api/sites?limit=7&cursor=${first.body.page?.next ?? ''}`)
    expect(second.response.headers.get('etag')).not.toBe(etag)
    const whole = await fetch(`${base}/api/sites`)
    const wholeTag = whole.headers.get('etag') ?? ''
    await whole.arrayBuffer()
    expect((await fetch(`${base}/api/sites`, { headers: { 'if-none-match': wholeTag, 'accept-encoding': 'gzip' } })).status).toBe(304)
  })

  it.each(['/api/sites', '/api/sites?limit=100'])(
    '%s: the gzip answer decodes once to the same JSON as the identity answer',
    async (path) => {
      const identity = await raw(path, { 'accept-encoding': 'identity' })
      expect(identity.headers['content-encoding']).toBeUndefined()
      const json = JSON.parse(identity.body.toString('utf8')) as unknown
      for (let round = 0; round < 2; round += 1) {
        const gz = await raw(path, { 'accept-encoding': 'gzip' })
        expect(gz.status).toBe(200)
        expect(gz.headers['content-encoding']).toBe('gzip')
        expect(gz.headers.etag).toBe(identity.headers.etag)
        expect(String(gz.headers.vary)).toMatch(/accept-encoding/i)
        expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json)
      }
    },
  )

  // The route sends its own gzip bytes exactly when next.config sets Content-Encoding: gzip.
  it('sends the plain JSON to a client that refuses gzip, and Next’s deflate to one that asks only for it', async () => {
    const identity = await raw('/api/sites?limit=100', { 'accept-encoding': 'identity' })
    const json = JSON.parse(identity.body.toString('utf8')) as unknown
    const refused = await raw('/api/sites?limit=100', { 'accept-encoding': 'gzip;q=0, identity' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual(json)
    const deflate = await raw('/api/sites?limit=100', { 'accept-encoding': 'deflate' })
    expect(deflate.headers['content-encoding']).toBe('deflate')
    expect(JSON.parse(inflateSync(deflate.body).toString('utf8'))).toEqual(json)
  })

  it('gzips a 400 too when the client accepts gzip', async () => {
    const bad = await raw('/api/sites?limit=0', { 'accept-encoding': 'gzip, br' })
    expect(bad.status).toBe(400)
    expect(bad.headers['content-encoding']).toBe('gzip')
    const body = JSON.parse(gunzipSync(bad.body).toString('utf8')) as { error: { code: string } }
    expect(body.error.code).toBe('bad_request')
  })

  it('answers HEAD with the GET’s headers and no body', async () => {
    const head = await raw('/api/sites?limit=100', { 'accept-encoding': 'gzip' }, 'HEAD')
    const get = await raw('/api/sites?limit=100', { 'accept-encoding': 'gzip' })
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.headers.etag).toBe(get.headers.etag)
    expect(head.body).toHaveLength(0)
  })

  it('answers what the route does not (another method, a trailing slash) in a form a gzip client can read', async () => {
    const post = await fetch(`${base}/api/sites`, { method: 'POST', headers: { 'accept-encoding': 'gzip' } })
    expect(post.status).toBe(405)
    await expect(post.text()).resolves.toBeTypeOf('string')
    const slash = await fetch(`${base}/api/sites/?limit=1`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } })
    expect(slash.status).toBe(308)
    await expect(slash.text()).resolves.toBeTypeOf('string')
  })
})
