import { NextResponse, type NextRequest } from 'next/server'
import { config } from '@/server/config'

// The proxy asking this server for a page itself (the crawler check, the 404 check), marked so
// the proxy does not ask again. Always on loopback (PORT, which `next start` sets), never at the
// request's Host header, which the client chooses; OHC_INTERNAL_URL overrides it (a host where
// loopback does not reach the server).

const MARK = 'x-ohc-internal-check'
// Hop-by-hop and encoding headers describe the inner response's bytes, not the ones sent on.
const DROP = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']

export function internalOrigin(): string {
  return config().site.internalOrigin
}

/** Whether this request is the proxy's own (do not check it again). */
export function isInternalCheck(request: NextRequest): boolean {
  return request.headers.has(MARK)
}

/**
 * The same request (or the same at another path), answered by this server; undefined (and a log
 * line) if it cannot be asked.
 */
export async function fetchInternally(
  request: NextRequest,
  why: string,
  pathname = request.nextUrl.pathname,
): Promise<Response | undefined> {
  const headers = new Headers(request.headers)
  headers.set(MARK, '1')
  headers.delete('host')
  try {
    const url = new URL(`${pathname}${pathname === request.nextUrl.pathname ? request.nextUrl.search : ''}`, internalOrigin())
    return await fetch(url, { method: request.method, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    console.error(`${why}: the page could not be fetched internally; rendering it as usual:`, error)
    return undefined
  }
}

/** The inner answer, sent on as it is. */
export function passOn(inner: Response): NextResponse {
  const headers = new Headers(inner.headers)
  for (const name of DROP) headers.delete(name)
  return new NextResponse(inner.body, { status: inner.status, statusText: inner.statusText, headers })
}
