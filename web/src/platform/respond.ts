import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { gzipBytes } from './precompressed'
import { retrySeconds, retryWords } from './retry-words'

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
  /**
   * The text's UTF-8 bytes, for a keyed body only: a Response made from a string encodes it (and
   * checks every character) again each time, 800 KB for the whole sites list. Kept as a Blob: a
   * Response copies the bytes of an array it is given, every time, but reads a Blob only as it is
   * sent (and an answer sent gzipped never reads it).
   */
  bytes?: Blob
  /**
   * Those bytes gzipped, made once on the first request that asks for them (gzipped()). An array:
   * a Response's copy of 33 KB costs less than reading a Blob as a stream.
   */
  gzip?: Promise<Uint8Array<ArrayBuffer>>
}

/** A strong ETag of a body: the same bytes, the same tag, in every process. */
export const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`

// Serialised bodies by the object they stand for (a cached list): the same 800 KB is not
// stringified, hashed or encoded again for every request.
const serialised = new WeakMap<object, Serialised>()

function serialise(body: unknown, key: object | undefined): Serialised {
  const cached = key ? serialised.get(key) : undefined
  if (cached) return cached
  const text = JSON.stringify(body)
  const entry: Serialised = { text, etag: etagOf(text), ...(key && { bytes: new Blob([text]) }) }
  if (key) serialised.set(key, entry)
  return entry
}

/**
 * `key`, when given, is an unchanging object the body is derived from; its serialisation and its
 * UTF-8 bytes are reused. Next compresses the answer on the way, but on the paths whose routes
 * send their own gzip (platform/precompressed.ts), where gzipped() compresses a keyed body once.
 */
export function json(request: Request, body: unknown, cache: CachePolicy, status = 200, key?: object): Response {
  const entry = serialise(body, key)
  const response = withEtag(
    request,
    entry.bytes ?? entry.text,
    entry.etag,
    { 'Content-Type': 'application/json; charset=utf-8' },
    cache,
    status,
  )
  if (entry.bytes && response.body) keptBodies.set(response, entry)
  return response
}

// The kept serialisation behind an answer json() made from a keyed body, for gzipped().
const keptBodies = new WeakMap<Response, Serialised>()

/**
 * The same answer with its body gzipped (its status and headers unchanged; the Content-Encoding
 * header is next.config's, see precompressed.ts). A keyed body is compressed once and its bytes
 * kept; any other (an error, a fallback) is small and compressed each time. No body, no change.
 */
export async function gzipped(response: Response): Promise<Response> {
  if (!response.body) return response
  const kept = keptBodies.get(response)
  let bytes: Uint8Array<ArrayBuffer>
  if (kept?.bytes) {
    if (!kept.gzip) {
      const made = kept.bytes.bytes().then(gzipBytes)
      kept.gzip = made
      // A failure is not kept: the next request tries again.
      made.catch(() => {
        if (kept.gzip === made) delete kept.gzip
      })
    }
    bytes = await kept.gzip
    await response.body.cancel()
  } else {
    bytes = await gzipBytes(new Uint8Array(await response.arrayBuffer()))
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** An answer other than JSON (a calendar file) with json()'s ETag, 304 and cache headers. */
export function textAnswer(request: Request, text: string, cache: CachePolicy, headers: Record<string, string>): Response {
  return withEtag(request, text, etagOf(text), headers, cache, 200)
}

function withEtag(
  request: Request,
  body: string | Blob,
  etag: string,
  own: Record<string, string>,
  cache: CachePolicy,
  status: number,
): Response {
  const headers = new Headers({ ...own, 'Cache-Control': CACHE[cache], ETag: etag, Vary: 'Cookie, Accept-Encoding' })
  if (status === 200 && matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status, headers })
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

/**
 * A 429 that says when to try again: Retry-After in seconds, and the sentence followed by "Try
 * again in 45 seconds." in the site's words (every 429 of the site does both).
 */
export function tooManyRequests(retryAfterMs: number, sentence: string): Response {
  const seconds = retrySeconds(retryAfterMs)
  // The wait in the body too, so a page can say when in its reader's language (retryIn).
  const response = new Response(
    JSON.stringify({ error: { code: 'rate_limited', message: `${sentence} Try again ${retryWords(seconds)}.`, retryAfter: seconds } }),
    { status: 429, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.none } },
  )
  response.headers.set('Retry-After', String(seconds))
  return response
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
const PRIVATE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.private, Vary: 'Cookie' }

export function ok(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: PRIVATE_JSON })
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': CACHE.private, Vary: 'Cookie' } })
}
