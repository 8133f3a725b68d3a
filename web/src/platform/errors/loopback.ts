import { NextResponse, type NextRequest } from 'next/server'
import { config } from '@/platform/config'
import { LANGUAGE_PREFIX_HEADER } from '@/platform/language-segment'

// The proxy asking this server for a page itself (the crawler check, the 404 check), marked so
// the proxy does not ask again. Always on loopback (PORT, which `next start` sets), never at the
// request's Host header, which the client chooses; OHC_INTERNAL_URL overrides it (a host where
// loopback does not reach the server).

const MARK = 'x-ohc-internal-check'
// The mark's value: known to this process only, so a visitor cannot send the mark to skip the checks.
const TOKEN = crypto.randomUUID()
// Hop-by-hop and encoding headers describe the inner response's bytes, not the ones sent on.
const DROP = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']

export function internalOrigin(): string {
  return config().site.internalOrigin
}

/**
 * Marks a request as the proxy's own: one it sends to this server, or one it rewrote, which Next
 * sends back through the proxy over HTTP when the server listens on 127.0.0.1 (see
 * not-found-rewrite.ts) and which must not be checked, nor sent elsewhere, a second time.
 */
export function markInternal(headers: Headers): void {
  headers.set(MARK, TOKEN)
}

/** Whether this request is the proxy's own (do not check it again). */
export function isInternalCheck(request: NextRequest): boolean {
  return request.headers.get(MARK) === TOKEN
}

/**
 * The same request (or the same at another path), answered by this server; undefined (and a log
 * line) if it cannot be asked.
 */
export async function fetchInternally(
  request: NextRequest,
  why: string,
  pathname = request.nextUrl.pathname,
  /** The page's language prefix to render it in ("/es"): the only way the proxy keeps one it did not write itself. */
  languagePrefix?: string,
): Promise<Response | undefined> {
  const headers = new Headers(request.headers)
  headers.set(MARK, TOKEN)
  headers.delete('host')
  // A visitor's own copy of the header never reaches a page; the proxy's is kept (proxy.ts).
  headers.delete(LANGUAGE_PREFIX_HEADER)
  if (languagePrefix !== undefined) headers.set(LANGUAGE_PREFIX_HEADER, languagePrefix)
  try {
    const url = new URL(`${pathname}${pathname === request.nextUrl.pathname ? request.nextUrl.search : ''}`, internalOrigin())
    return await fetch(url, { method: request.method, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    console.error(`${why}: the page could not be fetched internally; rendering it as usual:`, error)
    return undefined
  }
}

/**
 * The inner answer, sent on as it is, but for a relative redirect (a page that sends signed-out
 * visitors to /login): Next accepts only an absolute Location from the proxy, so it is made
 * absolute against the address the visitor asked for.
 */
export function passOn(inner: Response, request: NextRequest): NextResponse {
  const headers = new Headers(inner.headers)
  for (const name of DROP) headers.delete(name)
  // The inner answer's own proxy pass (its language rewrite) is done: told to Next again, a
  // relative rewrite would be taken for this answer's.
  for (const name of [...headers.keys()]) if (name.startsWith('x-middleware-')) headers.delete(name)
  const location = headers.get('location')
  if (location) headers.set('location', new URL(location, request.nextUrl).toString())
  return new NextResponse(inner.body, { status: inner.status, statusText: inner.statusText, headers })
}
