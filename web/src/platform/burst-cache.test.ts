import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BURST_HEADER, forgetBurstCopies, keepBurstCopy, serveBurstCopy, type BurstOptions } from './burst-cache'

// The burst cache on a real HTTP server of this process, placed as the request edge places it:
// before the handler, which answers as Next does (headers set one by one, the body written in
// chunks, compressed when asked). The clock is the test's, so "a second later" is exact.

const options: BurstOptions = { ms: 1_000, maxEntryBytes: 64 * 1024 }
let clock = 1_000_000
let server: http.Server
let port: number
const rendered: string[] = []

/** What the handler answers for each path: the Cache-Control, Vary, cookie and status Next would send. */
function answer(path: string, request: http.IncomingMessage, response: http.ServerResponse) {
  const body = `render ${rendered.length} of ${path} for ${request.headers.cookie ?? 'nobody'}`
  response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=600')
  response.setHeader('Vary', 'rsc, Accept-Encoding')
  if (path === '/private') response.setHeader('Cache-Control', 'private, no-store')
  if (path === '/no-s-maxage') response.setHeader('Cache-Control', 'public, max-age=60')
  if (path === '/sets-cookie') response.setHeader('Set-Cookie', 'session=abc; HttpOnly')
  if (path === '/missing') response.statusCode = 404
  if (path === '/members') response.setHeader('Vary', 'rsc, Cookie, Accept-Encoding')
  if (path === '/large') return response.end('x'.repeat(65 * 1024))
  if (path === '/cut') {
    response.setHeader('Content-Length', '1000')
    response.write(body)
    return response.destroy()
  }
  if (/gzip/.test(String(request.headers['accept-encoding']))) {
    response.setHeader('Content-Encoding', 'gzip')
    return response.end(gzipSync(body))
  }
  response.write(body.slice(0, 6))
  response.end(body.slice(6))
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (serveBurstCopy(request, response, options, clock)) return
    keepBurstCopy(request, response, options, () => clock)
    rendered.push(`${request.method} ${request.url}`)
    answer(new URL(request.url ?? '/', 'http://x').pathname, request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  forgetBurstCopies()
  rendered.length = 0
})

function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

/** Sends, and waits a moment for the server's 'finish' to have kept the answer. */
async function sendAndSettle(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const got = await send(path, headers, method)
  await new Promise((resolve) => setImmediate(resolve))
  return got
}

describe('the burst cache', () => {
  it('sends a shareable answer again from its copy within the second, then asks the handler again', async () => {
    const first = await sendAndSettle('/sites')
    const second = await send('/sites')
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers[BURST_HEADER]).toBe('burst-cache')
    expect(second.headers.age).toBe('0')
    expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    expect(first.headers[BURST_HEADER]).toBeUndefined()
    expect(rendered).toEqual(['GET /sites'])

    clock += 999
    expect((await send('/sites')).headers[BURST_HEADER]).toBe('burst-cache')
    clock += 1
    const later = await send('/sites')
    expect(later.headers[BURST_HEADER]).toBeUndefined()
    expect(rendered).toEqual(['GET /sites', 'GET /sites'])
  })

  it('keeps one copy per value of the headers the answer varies on: gzip and plain, page and RSC', async () => {
    await sendAndSettle('/sites', { 'accept-encoding': 'gzip' })
    const plain = await sendAndSettle('/sites')
    expect(plain.headers[BURST_HEADER]).toBeUndefined()
    expect(plain.body.toString()).toMatch(/^render 2 of \/sites/)
    const gzip = await send('/sites', { 'accept-encoding': 'gzip' })
    expect(gzip.headers[BURST_HEADER]).toBe('burst-cache')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect((await send('/sites', { rsc: '1' })).headers[BURST_HEADER]).toBeUndefined()
    expect(rendered).toHaveLength(3)
  })

  it('never keeps what a shared cache may not: private, no s-maxage, a cookie set, an error', async () => {
    for (const path of ['/private', '/no-s-maxage', '/sets-cookie', '/missing']) {
      await sendAndSettle(path)
      expect((await send(path)).headers[BURST_HEADER], path).toBeUndefined()
    }
    expect(rendered).toHaveLength(8)
  })

  it('keeps an answer that varies on Cookie only for visitors without one, and never serves it to one with a cookie', async () => {
    await sendAndSettle('/members', { cookie: 'session=member-a' })
    const other = await sendAndSettle('/members', { cookie: 'session=member-b' })
    expect(other.headers[BURST_HEADER]).toBeUndefined()
    expect(other.body.toString()).toContain('for session=member-b')

    await sendAndSettle('/members')
    expect((await send('/members')).headers[BURST_HEADER]).toBe('burst-cache')
    const signedIn = await send('/members', { cookie: 'session=member-a' })
    expect(signedIn.headers[BURST_HEADER]).toBeUndefined()
    expect(signedIn.body.toString()).toContain('for session=member-a')
  })

  it('passes to the handler other methods, conditional and range requests, credentials, draft mode and fresh reads', async () => {
    await sendAndSettle('/sites')
    const passed = [
      await send('/sites', {}, 'HEAD'),
      await send('/sites', { 'if-none-match': '"abc"' }),
      await send('/sites', { range: 'bytes=0-3' }),
      await send('/sites', { authorization: 'Bearer x' }),
      await send('/sites', { cookie: '__prerender_bypass=1' }),
      // What fetch sends for `cache: 'no-store'`, as the site's own API calls use.
      await send('/sites', { 'cache-control': 'no-cache', pragma: 'no-cache' }),
      await send('/sites', { pragma: 'no-cache' }),
    ]
    for (const got of passed) expect(got.headers[BURST_HEADER]).toBeUndefined()
    expect(rendered).toHaveLength(8)
    // A plain reload (max-age=0) may have the copy: it is at most a second old.
    expect((await send('/sites', { 'cache-control': 'max-age=0' })).headers[BURST_HEADER]).toBe('burst-cache')
  })

  it('keeps nothing too large or cut off, and forgets everything when told', async () => {
    await sendAndSettle('/large')
    expect((await send('/large')).headers[BURST_HEADER]).toBeUndefined()
    await send('/cut').catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await send('/cut').catch(() => undefined)
    expect(rendered.filter((r) => r === 'GET /cut')).toHaveLength(2)

    await sendAndSettle('/sites')
    forgetBurstCopies()
    expect((await send('/sites')).headers[BURST_HEADER]).toBeUndefined()
  })

  it('is off at 0 ms', async () => {
    const off: BurstOptions = { ms: 0 }
    const request = Object.assign(new http.IncomingMessage(null as never), { method: 'GET', url: '/sites', headers: {} })
    expect(serveBurstCopy(request, new http.ServerResponse(request), off)).toBe(false)
  })
})
