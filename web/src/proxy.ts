import { NextResponse, type NextRequest } from 'next/server'
import { crawlerResponse } from '@/lib/errors/crawler-response'
import { notFoundResponse } from '@/lib/errors/not-found-rewrite'
import { unavailableResponse } from '@/lib/errors/unavailable-response'
import { frameAncestorsPolicy, isFramePath } from '@/lib/frame/frame-policy'

// Runs before every page (not Next's assets, the API, media or build manifests):
// - crawlers get error statuses without the rendered error page (lib/errors/crawler-response.ts);
// - an unknown address gets the full "Page Not Found" page in its HTML (lib/errors/not-found-rewrite.ts);
// - the "My OHC is unavailable" page gets its 503 (lib/errors/unavailable-response.ts);
// - /iframe pages get the frame-ancestors policy of OHC_FRAME_ORIGINS, read at run time.

const framePolicy = frameAncestorsPolicy()

export async function proxy(request: NextRequest) {
  const response =
    (await crawlerResponse(request)) ?? (await unavailableResponse(request)) ?? (await notFoundResponse(request)) ?? NextResponse.next()
  if (isFramePath(request.nextUrl.pathname)) response.headers.set('Content-Security-Policy', framePolicy)
  return response
}

export const config = {
  matcher: ['/((?!_next/|api/|media/|builds/|robots\\.txt|sitemap\\.xml|icon\\.svg|favicon\\.ico).*)'],
}
