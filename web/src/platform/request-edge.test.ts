import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installRequestEdge } from './request-edge'

// The edge on a real HTTP server of this process (Next's own server is one like it): what it
// refuses never reaches the handler, and what it lets through carries the resolved address.

let server: http.Server
let port: number
const reached: string[] = []

beforeAll(async () => {
  installRequestEdge(0)
  server = http.createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    // As Next's page handler does: its own Vary, set over any before it, then compression's.
    response.setHeader('Vary', 'rsc, next-router-state-tree')
    response.appendHeader('Vary', 'Accept-Encoding')
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'], realIp: request.headers['x-real-ip'] ?? null }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(method: string, path: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

describe('the request edge', () => {
  it('refuses TRACE with 405 and the methods it allows, before any handler', async () => {
    const answer = await send('TRACE', '/sites')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toContain('GET')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(reached).not.toContain('TRACE /sites')
  })

  it('refuses a form posted to an RSC payload’s address with 404', async () => {
    const answer = await send('POST', '/neighborhoods/bridgeport.rsc', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')
    expect(answer.status).toBe(404)
    expect(reached).not.toContain('POST /neighborhoods/bridgeport.rsc')
  })

  it('lets other requests through with the socket’s address as the client’s, whatever they claim', async () => {
    const answer = await send('GET', '/sites', { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ forwardedFor: '127.0.0.1', realIp: null })
    expect(reached).toContain('GET /sites')
  })

  it('keeps Cookie in the Vary of an answer at a personal address, pages included', async () => {
    const personal = ['/my-ohc', '/my-ohc/places?_rsc=1', '/iframe/my-ohc', '/host/a-site', '/ops']
    // However the path spells it: Next routes these to the same pages.
    const spelled = ['/../my-ohc', '/.%2e/my-ohc', '/sites/%2e%2e/my-ohc', '//my-ohc', '/%6dy-ohc']
    for (const path of [...personal, ...spelled])
      expect((await send('GET', path)).headers.vary, path).toBe('rsc, next-router-state-tree, Cookie, Accept-Encoding')
  })

  it('leaves the Vary of a public answer as the handler sets it', async () => {
    for (const path of ['/sites', '/my-ohcx', '/hosting'])
      expect((await send('GET', path)).headers.vary, path).toBe('rsc, next-router-state-tree, Accept-Encoding')
  })
})
