import { NextResponse, type NextRequest } from 'next/server'
import { apiError } from '@/platform/respond'
import { hasMalformedEncoding, isMachinePath } from './malformed-address'
import { notFoundPage } from './not-found-rewrite'

/**
 * The answer to an address that cannot be decoded, or undefined when it can: a JSON 400 on the
 * API and media paths, the site's "Page Not Found" page (404) for a page request, a plain 400
 * for any other method.
 */
export async function malformedAddressResponse(request: NextRequest): Promise<Response | undefined> {
  const { pathname } = request.nextUrl
  if (!hasMalformedEncoding(pathname)) return undefined
  if (isMachinePath(pathname)) return apiError(400, 'bad_request', 'This address is not valid: it has a malformed percent-encoding.')
  if (request.method === 'GET' || request.method === 'HEAD') {
    const page = await notFoundPage(request)
    if (page) return page
  }
  return new NextResponse('Bad request: this address is not valid.', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
