import type http from 'node:http'
import { bodyLimitOf, tooLargeText } from './body-limits'
import { routedPath } from './routed-path'

// A request's body, bounded while it streams in: a declared length over the address's limit is
// refused before anything is read, and a body with no length (chunked) is counted as it arrives
// and refused the moment it passes the limit. The count sits where the body enters the request
// (its push), so it holds whichever way Next reads it; refused bytes are dropped, never kept, so
// however large a post is, the server's memory does not move, and Next, and every parser behind
// it, only ever sees a body within the limit.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Read and dropped after a refusal before the connection is closed: enough for a client to read the 413. */
const DRAIN_BYTES = 16 * 1024 * 1024

/**
 * The refusal, in the format its address answers errors in: better-auth's {code, message} under
 * /api/auth, the forms' {outcome, message} for the forms' JSON routes, the API's {error: {code,
 * message}} elsewhere under /api, plain words for a page's form.
 */
export function tooLargeAnswer(path: string, text: string): { type: string; body: string } {
  const json = 'application/json; charset=utf-8'
  if (path.startsWith('/api/auth/')) return { type: json, body: JSON.stringify({ code: 'TOO_LARGE', message: text }) }
  if (FORM_ROUTES.has(path)) return { type: json, body: JSON.stringify({ outcome: 'invalid', message: text }) }
  if (path.startsWith('/api/')) return { type: json, body: JSON.stringify({ error: { code: 'too_large', message: text } }) }
  return { type: 'text/plain; charset=utf-8', body: text }
}

/** The forms' JSON routes, which answer in the forms' own format (visitors/forms/result.ts). */
const FORM_ROUTES = new Set(['/api/contact', '/api/newsletter'])

/**
 * Bounds the body of a write: true when it was refused at once (a declared length over the
 * limit), and the request must go no further; otherwise the request goes on with its body
 * counted, and is refused if the body passes the limit.
 */
export function boundBody(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (!WRITES.has(request.method ?? '')) return false
  const path = routedPath(request.url)
  const limit = bodyLimitOf(path)
  const refusal = tooLargeAnswer(path, tooLargeText(limit))
  const declared = Number(request.headers['content-length'])
  if (request.headers['content-length'] !== undefined && Number.isFinite(declared) && declared > limit.bytes) {
    // Answered at once, and the connection kept: the rest of the body is read and dropped, so a
    // client still sending reads the answer rather than a broken pipe; past a bound, it is closed.
    response.writeHead(413, { 'content-type': refusal.type, 'cache-control': 'no-store' })
    response.end(refusal.body)
    let drained = 0
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length
      if (drained > DRAIN_BYTES) request.destroy()
    })
    request.resume()
    return true
  }
  let seen = 0
  let answering = false
  const push = request.push
  request.push = function (this: http.IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (seen <= limit.bytes) {
      if (chunk !== null) seen += (chunk as Buffer).length
      if (seen <= limit.bytes) return Reflect.apply(push, this, [chunk, encoding]) as boolean
      // Past the limit: nothing more is handed on. Unless the route has answered already (a
      // refusal before it read the body), the 413 is sent once the client has stopped sending, so
      // it reads the answer, and the connection then closes: the route never sees the body's end.
      if (!response.headersSent) {
        answering = true
        response.writeHead(413, { 'content-type': refusal.type, 'cache-control': 'no-store', connection: 'close' })
      }
      return true
    }
    if (chunk === null) {
      if (answering) {
        response.once('finish', () => request.destroy())
        response.end(refusal.body)
        return false
      }
      // The route answered before reading: the request ends as usual, its dropped body with it.
      return Reflect.apply(push, this, [chunk, encoding]) as boolean
    }
    seen += (chunk as Buffer).length
    if (seen > limit.bytes + DRAIN_BYTES) {
      if (answering) response.end(refusal.body)
      request.destroy()
    }
    return true
  }
  return false
}
