import { NextResponse, type NextRequest } from 'next/server'
import { crawlerResponse } from '@/platform/errors/crawler-response'
import { formPostResponse } from '@/platform/errors/form-post'
import { isMachinePath } from '@/platform/errors/malformed-address'
import { malformedAddressResponse } from '@/platform/errors/malformed-response'
import { notFoundResponse } from '@/platform/errors/not-found-rewrite'
import { unavailableResponse } from '@/platform/errors/unavailable-response'
import { isFramePath } from '@/platform/frame/frame-policy'
import { resultsRewrite } from '@/content/list-addresses/results-rewrite'
import { indexLanguages } from '@/platform/errors/path-index'
import { isOutsidePages, splitLanguage, type LanguageAddress } from '@/kernel/page-table/language-addresses'
import { isLanguagePrefix, LANGUAGE_PREFIX_HEADER } from '@/platform/language-segment'
import { isInternalCheck, markInternal } from '@/platform/errors/loopback'
import { contentSecurityPolicy, type PageKind } from '@/platform/security/content-security-policy'

// Runs before every page, and before API, media and build paths that carry a "%":
// - an address that cannot be decoded gets a 400 or the 404 page, not Next's bare 500
//   (platform/errors/malformed-response.ts);
// - a form post whose body cannot be decoded gets a 400, or a 413 when too large (platform/errors/form-post.ts);
// - crawlers get error statuses without the rendered error page (platform/errors/crawler-response.ts);
// - an unknown address gets the full "Page Not Found" page in its HTML (platform/errors/not-found-rewrite.ts);
// - the "My OHC is unavailable" page gets its 503 (platform/errors/unavailable-response.ts);
// - a filtered /sites is served from its cached results page (content/list-addresses/results-address.ts);
// - every page is served from under its language (app/[lang]): /sites from /en/sites, /es/sites as it is,
//   and /en/sites, a second address of a default-language page, is sent to /sites
//   (kernel/page-table/language-addresses.ts; the languages come from the proxy's index, platform/errors/path-index.ts);
// - every page gets its content security policy (platform/security/content-security-policy.ts), read at
//   run time: /iframe pages may be framed by OHC_FRAME_ORIGINS, the Studio loads from Sanity.

const policies: Record<PageKind, string> = {
  site: contentSecurityPolicy('site'),
  frame: contentSecurityPolicy('frame'),
  studio: contentSecurityPolicy('studio'),
}

function pageKind(pathname: string): PageKind {
  if (isFramePath(pathname)) return 'frame'
  return pathname === '/ohc-admin' || pathname.startsWith('/ohc-admin/') ? 'studio' : 'site'
}

export async function proxy(request: NextRequest) {
  // A machine path can still be routed by Next to a page (/icons/%EF%BC%8F), so a form post there
  // is checked as one too.
  if (isMachinePath(request.nextUrl.pathname)) {
    return (await malformedAddressResponse(request)) ?? (await formPostResponse(request)) ?? NextResponse.next()
  }
  const languages = isOutsidePages(request.nextUrl.pathname) ? undefined : await indexLanguages()
  const address = languages && splitLanguage(request.nextUrl.pathname, languages)
  const response =
    (address && languages && defaultLanguageRedirect(request, address, languages.default)) ??
    (await malformedAddressResponse(request)) ??
    (await formPostResponse(request)) ??
    (await crawlerResponse(request)) ??
    (await unavailableResponse(request, address?.path)) ??
    (await notFoundResponse(
      request,
      address?.path,
      address && languages && address.language !== languages.default ? `/${address.language}` : '',
    )) ??
    (address &&
      languages &&
      (resultsRewrite(request, address, withLanguage(request, address, languages.default)) ??
        languageRewrite(request, address, languages.default))) ??
    NextResponse.next()
  response.headers.set('Content-Security-Policy', policies[pageKind(address?.path ?? request.nextUrl.pathname)])
  return response
}

/** /en/sites, when English is the default language: that page's one address is /sites. */
function defaultLanguageRedirect(request: NextRequest, address: LanguageAddress, main: string): NextResponse | undefined {
  if (!address.prefixed || address.language !== main || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  // The proxy's own rewrite of /sites to /en/sites, come back over HTTP: not a visitor's address.
  if (isInternalCheck(request)) return undefined
  const destination = request.nextUrl.clone()
  destination.pathname = address.path
  return NextResponse.redirect(destination, 308)
}

/**
 * The request as the page gets it, saying the address's language prefix ("/es", or "" for the
 * default language): a page that redirects (sign-in) keeps the visitor in their language
 * (platform/http/local-path.ts). Set here on every page request, so a visitor cannot supply it.
 */
function withLanguage(request: NextRequest, address: LanguageAddress, main: string): { request: { headers: Headers } } {
  const headers = new Headers(request.headers)
  // The proxy's own request for the 404 page says the language of the address not found
  // (platform/errors/not-found-rewrite.ts); any other request says its own address's.
  const told = isInternalCheck(request) ? request.headers.get(LANGUAGE_PREFIX_HEADER) : null
  headers.set(
    LANGUAGE_PREFIX_HEADER,
    told !== null && isLanguagePrefix(told) ? told : address.language === main ? '' : `/${address.language}`,
  )
  // Rewritten to /en/…, a request Next proxies back here (a server on 127.0.0.1) is served as it is.
  markInternal(headers)
  return { request: { headers } }
}

/** The page under its language: /sites is the app's /en/sites; /es/sites is already there. */
function languageRewrite(request: NextRequest, address: LanguageAddress, main: string): NextResponse {
  const init = withLanguage(request, address, main)
  if (address.prefixed) return NextResponse.next(init)
  const destination = request.nextUrl.clone()
  destination.pathname = `/${address.language}${address.path === '/' ? '' : address.path}`
  return NextResponse.rewrite(destination, init)
}

export const config = {
  matcher: [
    '/((?!_next/|api/|media/|builds/|serwist/|(?:robots\\.txt|sitemap\\.xml|icon\\.svg|favicon\\.ico|manifest\\.webmanifest|sw\\.js)$|icons/).*)',
    // Only the addresses that may be malformed: the API and media keep their speed. `_next` too:
    // a dot segment can bring an address there (/tours/%2E%2E/_next/%zz), and no file of the
    // build has a "%" in its name.
    '/(api|media|builds|icons|serwist|_next)/:rest(.*%.*)',
  ],
}
