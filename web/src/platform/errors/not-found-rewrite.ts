import { NextResponse, type NextRequest } from 'next/server'
import { EMPTY_INDEX as EMPTY, isKnownPath } from './known-paths'
import { pathIndex } from './path-index'
import { fetchInternally, isInternalCheck, passOn } from './loopback'

// A page that calls notFound() answers 404, but Next (16.4) then sends an empty <body>: the
// not-found page exists only in the RSC payload and is drawn by JavaScript (vercel/next.js#62228).
// An address that matches no route is served in full through /_not-found. So for a browser's page
// request at an address the content index does not know, the proxy asks the page itself
// (loopback.ts) and, if it says 404, sends Next's /_not-found page instead: the status stays 404 and the HTML
// carries the "Page Not Found" page, for visitors without JavaScript too. The page decides, so a
// stale index can cost a second rendering, never a wrong 404. Frames and fixed routes are left
// as they are (known-paths.ts).

/** A browser's request for a page's HTML (not a client-side navigation's RSC payload). */
export function isDocumentRequest(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // Client-side navigations fetch the RSC payload, which draws the page itself.
  return !request.headers.has('rsc') && !request.nextUrl.searchParams.has('_rsc')
}

/**
 * A rewrite to the full not-found page, the inner answer, or undefined (carry on as usual).
 * `path`: the page's path without its language (kernel/page-table/language-addresses.ts);
 * `prefix`: its language's prefix ("/es", "" for the default language), so the page says it there.
 */
export async function notFoundResponse(
  request: NextRequest,
  path = request.nextUrl.pathname,
  prefix = '',
): Promise<NextResponse | undefined> {
  if (!isDocumentRequest(request) || isInternalCheck(request)) return undefined
  // Fixed routes (the home page, lists, account pages…) are not the index's to judge: skip it.
  if (isKnownPath(path, EMPTY) === undefined) return undefined
  const index = await pathIndex()
  if (!index || isKnownPath(path, index) !== false) return undefined
  const inner = await fetchInternally(request, '404 check')
  if (!inner) return undefined
  if (inner.status !== 404) return passOn(inner, request)
  await inner.body?.cancel()
  return notFoundPage(request, prefix)
}

// Next's own not-found route, fetched the same way and sent on with its 404, told the address's
// language prefix, so it speaks that language (app/global-not-found.tsx). (Not a rewrite: Next
// compares a rewrite's origin with the address the server listens on, and the proxy sees
// 127.0.0.1 as "localhost", so on a loopback-bound server it would proxy the rewrite over HTTP.)
export async function notFoundPage(request: NextRequest, prefix = ''): Promise<NextResponse | undefined> {
  const page = await fetchInternally(request, '404 page', '/_not-found', prefix)
  if (!page) return undefined
  if (page.status !== 404) {
    await page.body?.cancel()
    console.error(`404 page: /_not-found answered ${page.status}; rendering the page as usual`)
    return undefined
  }
  return passOn(page, request)
}
