import { createServer, type Server } from 'node:http'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { unavailableResponse } from './unavailable-response'

// The proxy's part in the "My OHC is unavailable" page: the page as the server renders it, sent
// on with status 503 — asked of a real HTTP server standing in for this one's loopback address.

let server: Server
const asked: string[] = []
// The mark the proxy put on its inner request (a token of this process).
let mark = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    mark = String(request.headers['x-ohc-internal-check'] ?? '')
    asked.push(`${request.url} ${mark ? 'marked' : 'unmarked'}`)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' })
    response.end('<html><body><h1>My OHC is unavailable</h1></body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  vi.stubEnv('OHC_INTERNAL_URL', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
})
afterAll(() => {
  vi.unstubAllEnvs()
  server.close()
})

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://site.test${path}`, { headers })

describe('the unavailable page through the proxy', () => {
  it('is the rendered page with status 503, never cached, with a time to retry', async () => {
    for (const path of ['/my-ohc/unavailable', '/iframe/my-ohc/unavailable']) {
      const response = await unavailableResponse(request(path))
      expect(response?.status, path).toBe(503)
      expect(await response?.text()).toContain('My OHC is unavailable')
      expect(response?.headers.get('cache-control')).toBe('no-store')
      expect(response?.headers.get('retry-after')).toBe('60')
    }
    expect(asked).toEqual(['/my-ohc/unavailable marked', '/iframe/my-ohc/unavailable marked'])
  })

  it('leaves every other request alone: other pages, client navigations, its own inner request', async () => {
    asked.length = 0
    expect(await unavailableResponse(request('/my-ohc'))).toBeUndefined()
    expect(await unavailableResponse(request('/my-ohc/unavailable', { rsc: '1' }))).toBeUndefined()
    expect(await unavailableResponse(request('/my-ohc/unavailable', { 'x-ohc-internal-check': mark }))).toBeUndefined()
    expect(asked).toEqual([])
  })

  it('does not take a mark a visitor made up for its own', async () => {
    asked.length = 0
    expect((await unavailableResponse(request('/my-ohc/unavailable', { 'x-ohc-internal-check': '1' })))?.status).toBe(503)
    expect(asked).toEqual(['/my-ohc/unavailable marked'])
  })
})
