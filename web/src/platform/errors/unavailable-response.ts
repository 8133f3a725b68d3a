import { NextResponse, type NextRequest } from 'next/server'
import { fetchInternally, isInternalCheck, passOn } from './loopback'
import { isDocumentRequest } from './not-found-rewrite'
import { isUnavailablePage } from './unavailable-page'

// The "My OHC is unavailable" page with the status it stands for, 503: the proxy asks the server
// for the page (a static page: it needs no database) and sends it on with that status, so the
// visitor reads the message in the HTML and a client or monitor sees the outage in the status.
// Client-side navigations fetch the RSC payload and draw the same page; they are left alone.

/** `path`: the page's path without its language (kernel/page-table/language-addresses.ts). */
export async function unavailableResponse(request: NextRequest, path = request.nextUrl.pathname): Promise<NextResponse | undefined> {
  if (!isUnavailablePage(path) || !isDocumentRequest(request) || isInternalCheck(request)) return undefined
  const page = await fetchInternally(request, 'Unavailable page')
  if (!page) return undefined
  // The database answers again: the page sends the visitor on to My OHC.
  if (page.status >= 300 && page.status < 400) return passOn(page, request)
  const inner = passOn(page, request)
  inner.headers.set('cache-control', 'no-store')
  inner.headers.set('retry-after', '60')
  return new NextResponse(inner.body, { status: 503, headers: inner.headers })
}
