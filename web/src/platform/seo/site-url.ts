import { config, readConfig, type Env } from '@/platform/config'

// The site's public origin, for canonical URLs, Open Graph URLs, the sitemap and robots.txt. The
// same variable as the sign-in links (OHC_SITE_URL, then BETTER_AUTH_URL, else localhost:$PORT).
// Static pages read it when they are built: set it for `next build` in production.

/** `env`: another environment than this process's (tests). */
export function siteUrl(env?: Env): URL {
  // A copy: callers may change theirs.
  return new URL((env ? readConfig(env) : config()).site.url)
}

/** A site path as it appears in canonical URLs: leading slash, no trailing slash, no query or hash. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  const trimmed = withSlash.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The absolute URL of a site path, query kept (or an absolute URL, unchanged). */
export function absoluteUrl(path: string, env?: Env): string {
  if (/^https?:\/\//i.test(path)) return path
  return new URL(path.startsWith('/') ? path : `/${path}`, siteUrl(env)).toString()
}
