import { z } from 'zod'
import { LOOPBACK_HOSTS, readVariables, type Env } from './read'

// The site's public origin (sign-in links, trusted origins, canonical and Open Graph URLs, the
// sitemap) and where the server reaches itself. Written once here: OHC_SITE_URL, then
// BETTER_AUTH_URL, else http://localhost:$PORT.

export interface SiteConfig {
  /** The public origin, as a URL with the path "/". */
  url: URL
  /**
   * The origins the site's own pages may be served from: the public one and, when that is a
   * loopback name (the embedded default, http://localhost:3000), the other loopback names on the
   * same port, since a visitor may open any of them.
   */
  origins: readonly string[]
  /** The port `next start` serves on. */
  port: string
  /** Where the server asks itself for a page (the proxy's crawler and 404 checks). */
  internalOrigin: string
}

export const siteSchema = z.object({
  // Required in production. The site's public origin.
  OHC_SITE_URL: z.string().optional(),
  // Optional. better-auth's own name for it, read when OHC_SITE_URL is unset.
  BETTER_AUTH_URL: z.string().optional(),
  // Optional. The port `next start` serves on; 3000 as Next's default.
  PORT: z.string().default('3000'),
  // Optional. Default: loopback on PORT, never the request's Host header, which the client chooses.
  OHC_INTERNAL_URL: z.string().optional(),
})

/** The message for an auth base URL that is not an http(s) URL (the tests hold its wording). */
function invalidBaseUrlMessage(url: string): string {
  return `Invalid base URL: ${url}. Please provide a valid base URL.`
}

function parseBaseUrl(value: string): URL {
  const url = URL.parse(value)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new Error(invalidBaseUrlMessage(value))
  }
  return url
}

export function readSiteConfig(env: Env): SiteConfig {
  const vars = readVariables(siteSchema, env, 'site')
  const raw = vars.OHC_SITE_URL ?? vars.BETTER_AUTH_URL ?? `http://localhost:${vars.PORT}`
  const url = new URL(parseBaseUrl(raw).origin)
  return {
    url,
    origins: siteOrigins(url),
    port: vars.PORT,
    internalOrigin: vars.OHC_INTERNAL_URL ?? `http://127.0.0.1:${vars.PORT}`,
  }
}

/** The site's origin, with its loopback aliases when it is on loopback (SiteConfig.origins). */
export function siteOrigins(url: URL): string[] {
  if (!LOOPBACK_HOSTS.has(url.hostname)) return [url.origin]
  const port = url.port ? `:${url.port}` : ''
  const aliases = [...LOOPBACK_HOSTS].map((host) => `${url.protocol}//${host}${port}`)
  return [url.origin, ...aliases.filter((origin) => origin !== url.origin)]
}
