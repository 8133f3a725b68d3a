import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/platform/seo/site-url'
import { pageLanguages } from '@/content/page-language'

// robots.txt: everything public may be crawled; the API, the Studio, the account pages, the
// centre's operations view and the embeddable copies under /iframe may not (the /iframe pages
// point their canonical at the originals), in any language (/es/my-ohc as /my-ohc).

const PRIVATE_PAGES = ['/my-ohc', '/ops', '/iframe']

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { others } = await pageLanguages().catch(() => ({ others: [] as readonly string[] }))
  const pages = [...PRIVATE_PAGES, ...others.flatMap((language) => PRIVATE_PAGES.map((path) => `/${language}${path}`))]
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ohc-admin', ...pages] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
