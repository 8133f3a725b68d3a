import { NextResponse, type NextRequest } from 'next/server'
import { crawlerErrorBody, isCrawler } from './crawler'

// Crawlers get an error's status without the rendered error page (SPEC §8, DESIGN §6). Pages are
// static and cannot look at the user agent, so for a crawler's page request the proxy asks the
// server for the same page itself (marked, so it is not asked again) and passes the answer on —
// unless it is an error, which becomes its status and one line of text. Browsers are untouched.
//
// The page is fetched from this server on loopback (PORT, which `next start` sets), never from
// the request's Host header, which the client chooses. OHC_INTERNAL_URL overrides it (a host where
// loopback does not reach the server); if the fetch fails, the page is rendered as for anyone.

const MARK = 'x-ohc-crawler-check'
// Hop-by-hop and encoding headers describe the inner response's bytes, not the ones sent on.
const DROP = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']

function internalOrigin(): string {
  return process.env.OHC_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || '3000'}`
}

/** The answer for a crawler, or undefined when the request is not a crawler's page request. */
export async function crawlerResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (request.headers.has(MARK) || !isCrawler(request.headers.get('user-agent'))) return undefined

  const headers = new Headers(request.headers)
  headers.set(MARK, '1')
  headers.delete('host')
  let inner: Response
  try {
    const url = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, internalOrigin())
    inner = await fetch(url, { method: request.method, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    console.error('Crawler check: the page could not be fetched internally; rendering it as usual:', error)
    return undefined
  }
  if (inner.status < 400) {
    const passed = new Headers(inner.headers)
    for (const name of DROP) passed.delete(name)
    return new NextResponse(inner.body, { status: inner.status, statusText: inner.statusText, headers: passed })
  }
  await inner.body?.cancel()
  return new NextResponse(request.method === 'HEAD' ? null : crawlerErrorBody(inner.status), {
    status: inner.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })
}
