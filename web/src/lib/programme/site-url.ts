// The site's public origin for absolute links in JSON-LD and calendar files: OHC_SITE_URL when
// set (the address visitors use, behind any proxy), otherwise what the request came in on, or
// the local default.

export function siteOrigin(requestUrl?: string): string {
  const configured = process.env.OHC_SITE_URL
  if (configured) {
    try {
      return new URL(configured).origin
    } catch {
      // An invalid OHC_SITE_URL is reported where auth reads it; links fall back below.
    }
  }
  if (requestUrl) return new URL(requestUrl).origin
  return `http://localhost:${process.env.PORT ?? 3000}`
}
