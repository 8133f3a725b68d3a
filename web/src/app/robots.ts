import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/platform/seo/site-url'

// robots.txt: everything public may be crawled; the API, the Studio, the account pages, the
// centre's operations view and the embeddable copies under /iframe may not (the /iframe pages
// point their canonical at the originals).

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ohc-admin', '/my-ohc', '/ops', '/iframe'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
