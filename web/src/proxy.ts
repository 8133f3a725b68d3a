import { NextResponse, type NextRequest } from 'next/server'
import { crawlerResponse } from '@/lib/errors/crawler-response'
import { malformedAddressResponse } from '@/lib/errors/malformed-response'
import { notFoundResponse } from '@/lib/errors/not-found-rewrite'
import { frameAncestorsPolicy, isFramePath } from '@/lib/frame/frame-policy'

// Runs before every page, and before API, media and build paths that carry a "%":
// - an address that cannot be decoded gets a 400 or the 404 page, not Next's bare 500
//   (lib/errors/malformed-response.ts);
// - crawlers get error statuses without the rendered error page (lib/errors/crawler-response.ts);
// - an unknown address gets the full "Page Not Found" page in its HTML (lib/errors/not-found-rewrite.ts);
// - /iframe pages get the frame-ancestors policy of OHC_FRAME_ORIGINS, read at run time.

const framePolicy = frameAncestorsPolicy()

export async function proxy(request: NextRequest) {
  const malformed = await malformedAddressResponse(request)
  if (malformed) return malformed
  if (/^\/(api|media|builds)\//.test(request.nextUrl.pathname)) return NextResponse.next()
  const response = (await crawlerResponse(request)) ?? (await notFoundResponse(request)) ?? NextResponse.next()
  if (isFramePath(request.nextUrl.pathname)) response.headers.set('Content-Security-Policy', framePolicy)
  return response
}

export const config = {
  matcher: [
    '/((?!_next/|api/|media/|builds/|robots\\.txt|sitemap\\.xml|icon\\.svg|favicon\\.ico).*)',
    // Only the addresses that may be malformed: the API and media keep their speed.
    '/(api|media|builds)/:rest(.*%.*)',
  ],
}
