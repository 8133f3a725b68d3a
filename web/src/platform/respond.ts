import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { acceptedCoding, compressOnce, type Coding, type Encodings } from './encoded-body'

// JSON answers of the API: for public reads a strong ETag from the body, 304 when the client has
// it and CDN-friendly cache headers; a signed-in user's own data never cached; errors as
// {error: {code, message, fields?}} — never a stack trace.

export const CACHE = {
  /** Live lists: a minute fresh at the CDN, then served stale while it refetches. */
  live: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /** Answers that carry the hosts' reports (a line, at capacity): a few seconds at the CDN. */
  lines: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  /** Past years change rarely. */
  archive: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** Fallback answers (content source down) must not be cached anywhere. */
  none: 'no-store',
  /** Answers to a signed-in caller: they may hold members-only details, so no shared cache keeps them. */
  private: 'private, no-store',
} as const

export type CachePolicy = keyof typeof CACHE

interface Serialised {
  text: string
  etag: string
  /** The text compressed, for a keyed body only (encoded-body.ts). */
  encodings?: Encodings
}

// Serialised bodies by the object they stand for (a cached list): the same 800 KB is not
// stringified, hashed or compressed again for every request.
const serialised = new WeakMap<object, Serialised>()

function serialise(body: unknown, key: object | undefined): Serialised {
  const cached = key ? serialised.get(key) : undefined
  if (cached) return cached
  const text = JSON.stringify(body)
  const entry: Serialised = { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"`, ...(key && { encodings: {} }) }
  if (key) serialised.set(key, entry)
  return entry
}

// The answers json() made from a keyed body, to find their kept compressed bytes (precompressed()).
const madeFrom = new WeakMap<Response, Serialised>()

/**
 * `key`, when given, is an unchanging object the body is derived from; its serialisation is reused,
 * and its compression is made once, off the request path (encoded-body.ts). A route handler's
 * answer always carries the text: Next 16.4 drops a route handler's Content-Encoding and
 * compresses the body itself, so only a caller that writes the Node response itself can send the
 * kept bytes (precompressed()).
 */
export function json(request: Request, body: unknown, cache: CachePolicy, status = 200, key?: object): Response {
  const entry = serialise(body, key)
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': CACHE[cache],
    ETag: entry.etag,
    Vary: 'Cookie, Accept-Encoding',
  })
  if (status === 200 && matchesEtag(request.headers.get('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const response = new Response(entry.text, { status, headers })
  if (entry.encodings) {
    compressOnce(entry.text, entry.encodings)
    madeFrom.set(response, entry)
  }
  return response
}

/**
 * The kept compressed bytes of a json() answer in a coding the request accepts (brotli first), or
 * undefined: send the answer as it is. The ETag stays the text's, whatever the coding, as when
 * the server compresses on the way.
 */
export function precompressed(request: Request, response: Response): { coding: Coding; bytes: Uint8Array } | undefined {
  const encodings = madeFrom.get(response)?.encodings
  if (!encodings) return undefined
  const coding = acceptedCoding(request.headers.get('accept-encoding'), encodings)
  const bytes = coding && encodings[coding]
  return coding && bytes ? { coding, bytes } : undefined
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export type ErrorCode =
  'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'unavailable' | 'internal'

export type FieldErrors = Record<string, string>

/** `fields`, for a rejected form or body: a message per field, beside the summary. */
export function apiError(
  status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503,
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
): Response {
  return new Response(JSON.stringify({ error: { code, message, ...(fields && { fields }) } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.none },
  })
}

/** The first message per field of a rejected body or query ("body" for the whole of it). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body'
    fields[key] ??= issue.message
  }
  return fields
}

// A signed-in user's own data (itineraries, reservations): no cache anywhere keeps it.
const PRIVATE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Cookie' }

export function ok(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: PRIVATE_JSON })
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
