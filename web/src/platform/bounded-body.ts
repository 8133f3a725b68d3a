import type http from 'node:http'
import { bodyLimitOf, tooLargeText } from './body-limits'
import { routedPath } from './routed-path'

// A request's body, bounded while it streams in: a declared length over the address's limit is
// refused before anything is read, and a body with no length (chunked) is counted as it arrives
// and refused the moment it passes the limit. The count sits where the body enters the request
// (its push), so it holds whichever way Next reads it; past the limit nothing more is read, so
// however large a post is, the server's memory does not move, and Next, and every parser behind
// it, only ever sees a body within the limit.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A refused body this much larger than its limit is still read and dropped, and the connection
 * kept: a form a little too long costs nothing to take in.
 */
const DRAIN_BYTES = 64 * 1024

/**
 * A larger one is not read at all: the answer goes at once, the socket reads no more, and it is
 * closed this long after, time enough for a client that is still sending to read the answer (the
 * kernel's buffers hold what it sends meanwhile, not the server's memory). Reading and dropping
 * it instead would leave every dropped piece to the collector, which frees them late: twenty
 * refused uploads at once grew the process by a hundred megabytes.
 */
const LINGER_MS = 2_000

/**
 * The socket of a refused body reads nothing more and closes after LINGER_MS. The answer says
 * `Connection: close`, so the client sends nothing more on it; Node would then close the socket
 * the moment the answer is written, and a client still sending would meet a reset before it read
 * the answer, so only the sending half is closed then.
 */
function stopReading(request: http.IncomingMessage): void {
  const socket = request.socket
  socket.pause()
  // Node resumes a request's socket to throw away an unread body once the answer is sent.
  socket.resume = function (this: typeof socket) {
    return this
  }
  socket.destroySoon = function (this: typeof socket) {
    this.end()
  }
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
}

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
    // Answered at once, before any of the body is read.
    const closing = declared > limit.bytes + DRAIN_BYTES
    if (closing) stopReading(request)
    response.writeHead(413, { 'content-type': refusal.type, 'cache-control': 'no-store', ...(closing ? { connection: 'close' } : {}) })
    response.end(refusal.body)
    if (!closing) request.resume()
    return true
  }
  let seen = 0
  let refused = false
  const push = request.push
  request.push = function (this: http.IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (refused) return false
    if (chunk !== null) seen += (chunk as Buffer).length
    if (chunk === null || seen <= limit.bytes) return Reflect.apply(push, this, [chunk, encoding]) as boolean
    // Past the limit: nothing more is handed on, so the route never sees the body's end, and
    // nothing more is read; the 413 goes now.
    refused = true
    if (response.headersSent) {
      // The route answered before reading (a 401, say), long before the body passed the limit:
      // the client has that answer, and the connection goes once it is written.
      if (response.writableFinished) request.socket.destroy()
      else response.once('finish', () => request.socket.destroy())
      return false
    }
    stopReading(request)
    response.writeHead(413, { 'content-type': refusal.type, 'cache-control': 'no-store', connection: 'close' })
    response.end(refusal.body)
    return false
  }
  return false
}
