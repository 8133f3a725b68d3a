import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMITS, bodyLimitOf, FORM_POST_MAX_BYTES } from './body-limits'
import { tooLargeAnswer } from './bounded-body'
import { installRequestEdge } from './request-edge'

// Bodies bounded at the edge, on a real HTTP server of this process whose handler reads the whole
// body as Next does: over the limit, 413 before the handler sees the end of it, declared or chunked,
// and the memory of many oversized posts at once stays where it was.

let server: http.Server
let port: number
/** What the handler read of each body, by the request's id header. */
const read = new Map<string, { bytes: number; ended: boolean }>()
/** What each of the server's connections took in, once it closed, by the client's port. */
const taken = new Map<number, number>()

beforeAll(async () => {
  installRequestEdge(0)
  server = http.createServer((request, response) => {
    const id = String(request.headers['x-id'] ?? '')
    const seen = { bytes: 0, ended: false }
    read.set(id, seen)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.length
      chunks.push(chunk)
    })
    request.on('end', () => {
      seen.ended = true
      if (!response.headersSent) response.end(`read ${Buffer.concat(chunks).length}`)
    })
    request.on('error', () => undefined)
  })
  server.on('connection', (socket) => {
    // Known only while connected.
    const clientPort = socket.remotePort ?? 0
    socket.once('close', () => taken.set(clientPort, socket.bytesRead))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Posts `size` bytes, with its length declared or chunked, in pieces of 64 KB. */
function post(path: string, id: string, size: number, chunked: boolean) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-id': id }
    if (!chunked) headers['content-length'] = String(size)
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', reject)
    const piece = Buffer.alloc(64 * 1024, 'x')
    let left = size
    const write = () => {
      while (left > 0) {
        const part = piece.subarray(0, Math.min(piece.length, left))
        left -= part.length
        if (!request.write(part)) return request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

/** The refusal's sentence, read from the format its address answers in. */
function messageOf(path: string, text: string): string {
  const parsed = JSON.parse(text) as { message?: string; outcome?: string; code?: string; error?: { code: string; message: string } }
  if (path.startsWith('/api/auth/')) return parsed.code === 'TOO_LARGE' ? (parsed.message ?? '') : ''
  if (path === '/api/contact') return parsed.outcome === 'invalid' ? (parsed.message ?? '') : ''
  return parsed.error?.code === 'too_large' ? parsed.error.message : ''
}

describe('bodies bounded at the edge', () => {
  it('answers in each address’s own error format', () => {
    expect(JSON.parse(tooLargeAnswer('/api/contact', 'x').body)).toEqual({ outcome: 'invalid', message: 'x' })
    expect(JSON.parse(tooLargeAnswer('/api/newsletter', 'x').body)).toEqual({ outcome: 'invalid', message: 'x' })
    expect(JSON.parse(tooLargeAnswer('/api/auth/sign-in/magic-link', 'x').body)).toEqual({ code: 'TOO_LARGE', message: 'x' })
    expect(JSON.parse(tooLargeAnswer('/api/itineraries', 'x').body)).toEqual({ error: { code: 'too_large', message: 'x' } })
    expect(tooLargeAnswer('/contact', 'x')).toEqual({ type: 'text/plain; charset=utf-8', body: 'x' })
  })

  it('has one limit per address, the longest prefix first', () => {
    expect(bodyLimitOf('/api/host/reports').bytes).toBe(64 * 1024)
    expect(bodyLimitOf('/api/contact').bytes).toBe(16 * 1024)
    expect(bodyLimitOf('/api/auth/sign-in/magic-link').bytes).toBe(4 * 1024)
    expect(bodyLimitOf('/api/itineraries/x/order').bytes).toBe(32 * 1024)
    expect(bodyLimitOf('/api/reservations').bytes).toBe(8 * 1024)
    expect(bodyLimitOf('/contact').prefix).toBe('/')
    expect(new Set(BODY_LIMITS.map((l) => l.prefix)).size).toBe(BODY_LIMITS.length)
  })

  for (const chunked of [false, true]) {
    const how = chunked ? 'chunked, with no length' : 'with its length declared'
    for (const { prefix, bytes } of [
      bodyLimitOf('/api/contact'),
      bodyLimitOf('/api/host/reports'),
      bodyLimitOf('/api/auth/sign-in/magic-link'),
    ]) {
      it(`answers 413 to a body one byte over ${prefix}'s limit, ${how}, and the handler never has all of it`, async () => {
        const id = `${prefix}-${chunked}-over`
        const answer = await post(prefix, id, bytes + 1, chunked)
        expect(answer.status).toBe(413)
        expect(messageOf(prefix, answer.text)).toMatch(/^This request is too large: .+ may be at most \d+ KB\.$/)
        const seen = read.get(id)
        expect(seen?.ended ?? false).toBe(false)
        expect(seen?.bytes ?? 0).toBeLessThanOrEqual(bytes)
      })

      it(`takes a body of exactly ${prefix}'s limit, ${how}`, async () => {
        const answer = await post(prefix, `${prefix}-${chunked}-at`, bytes, chunked)
        expect(answer).toEqual({ status: 200, text: `read ${bytes}` })
      })
    }
  }

  it('answers a page’s form in plain words', async () => {
    const answer = await post('/contact', 'form-over', FORM_POST_MAX_BYTES + 1, true)
    expect(answer).toEqual({ status: 413, text: 'This request is too large: a form may be at most 2048 KB.' })
  })

  it('hands on none of 20 posts of 8 MB at once past its limit, and answers each', async () => {
    // The server's own memory through such a flood is measured on the real server, a process of
    // its own (test/body-limits.int.test.ts); here the clients share this process.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/contact', `flood-${i}`, 8 * 1024 * 1024, i % 2 === 0)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413))
    for (let i = 0; i < 20; i++) expect(read.get(`flood-${i}`)?.bytes ?? 0).toBeLessThanOrEqual(16 * 1024)
  })

  it('reads no more of a refused body than a few pieces past its limit, and closes the connection', async () => {
    for (const chunked of [false, true]) {
      // A connection of its own, known by its port on the server's side.
      const { status, port: clientPort } = await new Promise<{ status: number; port: number }>((resolve, reject) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        const size = 8 * 1024 * 1024
        if (!chunked) headers['content-length'] = String(size)
        const request = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/newsletter', headers, agent: false },
          (response) => {
            response.resume()
            response.on('end', () => resolve({ status: response.statusCode ?? 0, port: request.socket?.localPort ?? 0 }))
          },
        )
        // The reset that ends the client's unsent rest comes after the answer.
        request.on('error', () => undefined)
        const piece = Buffer.alloc(64 * 1024, 'x')
        let left = size
        const write = () => {
          while (left > 0) {
            left -= piece.length
            if (!request.write(piece)) return request.once('drain', write)
          }
          request.end()
        }
        write()
        setTimeout(() => reject(new Error('no answer')), 5_000)
      })
      expect(status).toBe(413)
      // The socket closes two seconds after the answer; what it took in by then is all it read.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const bytes = taken.get(clientPort)
      expect(bytes).toBeDefined()
      // Read and dropped to the end it would be 8 MB; past the 4 KB limit, a few socket reads at most.
      expect(bytes!).toBeLessThan(512 * 1024)
    }
  }, 15_000)
})
