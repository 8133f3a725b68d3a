import { NextResponse, type NextRequest } from 'next/server'
import { crawlerErrorBody, isCrawler } from './crawler'
import { fetchInternally, isInternalCheck, passOn } from './loopback'

// Crawlers get an error's status without the rendered error page. Pages are
// static and cannot look at the user agent, so for a crawler's page request the proxy asks the
// server for the same page itself (loopback.ts) and passes the answer on — unless it is an error,
// which becomes its status and one line of text. Browsers are untouched. If the inner fetch
// fails, the page is rendered as for anyone.

/** The answer for a crawler, or undefined when the request is not a crawler's page request. */
export async function crawlerResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (isInternalCheck(request) || !isCrawler(request.headers.get('user-agent'))) return undefined

  const inner = await fetchInternally(request, 'Crawler check')
  if (!inner) return undefined
  if (inner.status < 400) return passOn(inner, request)
  await inner.body?.cancel()
  return new NextResponse(request.method === 'HEAD' ? null : crawlerErrorBody(inner.status), {
    status: inner.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })
}
