import { gzip } from 'node:zlib'
import { promisify } from 'node:util'

// Answers sent gzipped by the route itself, compressed once per unchanging body (a cached page of
// the sites list): Next's own compression gzips every answer again on every request, which at 50
// clients was most of /api/sites' time. Next 16.4 drops a route handler's own Content-Encoding, so
// the header comes from next.config.ts instead (precompressedHeaderRules), on the condition that
// the request's Accept-Encoding matches GZIP_ACCEPTED; the route gzips its answer under the very
// same condition (acceptsGzip), whatever it answers (a page, a 400), so the two always agree.
// Next's compression leaves an answer that already has a Content-Encoding alone.

/** The paths whose route handlers send gzip bytes themselves (each wrapped by platform/http/gzip-route.ts). */
export const PRECOMPRESSED_PATHS = ['/api/sites'] as const

/**
 * An Accept-Encoding that names gzip with a weight above 0 (`gzip`, `gzip, br`, `br;q=1, gzip;q=0.5`,
 * not `gzip;q=0`, not `x-gzip`). Written for next.config's `has`, which tests it as `^…$` and with
 * no flags; acceptsGzip tests it the same way. A client that accepts gzip some other way (`*`,
 * `GZIP`) gets the plain answer, which Next compresses on the way as before.
 */
export const GZIP_ACCEPTED = String.raw`(?:|.*[\s,])gzip(?![^,]*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$))\s*(?:[;,].*)?`

const accepted = new RegExp(`^${GZIP_ACCEPTED}$`)

export function acceptsGzip(header: string | null): boolean {
  return header !== null && accepted.test(header)
}

/** next.config headers() entries: Content-Encoding: gzip on the precompressed paths, when accepted. */
export function precompressedHeaderRules() {
  return PRECOMPRESSED_PATHS.map((source) => ({
    source,
    has: [{ type: 'header' as const, key: 'accept-encoding', value: GZIP_ACCEPTED }],
    headers: [{ key: 'Content-Encoding', value: 'gzip' }],
  }))
}

const gzipAsync = promisify(gzip)

/** The gzip bytes of `bytes`, made off the event loop. */
export async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  // Copied once into an array of its own, which a Response takes as it is.
  return new Uint8Array(await gzipAsync(bytes))
}
