import { z } from 'zod'

// The auth settings, read once from the environment (documented in .env.example).

export interface AuthConfig {
  /** The site's origin: links in emails point here and only requests from it are trusted. */
  baseURL: string
  secret: string
  /** Cookies carry Secure (and may then be cross-site, see server.ts) when the site is served
   *  over https, or on loopback when OHC_SECURE_COOKIES=true (browsers accept Secure cookies from
   *  127.0.0.1 and localhost: how the embedding tests sign in inside a cross-site frame). */
  secureCookies: boolean
  /** How long a sign-in link works, in seconds. */
  linkExpiresIn: number
}

/** SPEC §8's message for an auth base URL that is not an http(s) URL. */
export function invalidBaseUrlMessage(url: string): string {
  return `Invalid base URL: ${url}. Please provide a valid base URL.`
}

// Fine on a developer's machine only: anyone who knows it can forge session cookies.
export const DEV_SECRET = 'ohc-development-secret-not-for-production-use-0000'

export const DEFAULT_LINK_EXPIRES_IN = 15 * 60

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function parseBaseUrl(value: string): URL {
  const url = URL.parse(value)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new Error(invalidBaseUrlMessage(value))
  }
  return url
}

const schema = z.object({
  OHC_SITE_URL: z.string().optional(),
  BETTER_AUTH_URL: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  PORT: z.string().default('3000'),
  OHC_SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
})

let warned = false

export function readAuthConfig(source: Readonly<Record<string, string | undefined>> = process.env): AuthConfig {
  const empty = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, empty(source[key])])))
  if (!parsed.success) {
    throw new Error(`Invalid auth configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  }
  const env = parsed.data
  const url = parseBaseUrl(env.OHC_SITE_URL ?? env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`)
  // A production build on a real host must have its own secret; `npm start` on this machine
  // (a production build on loopback) may use the development one.
  const deployed = env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(url.hostname)
  if (!env.BETTER_AUTH_SECRET && deployed) {
    throw new Error('BETTER_AUTH_SECRET is required in production: set it to a random string of at least 32 characters (openssl rand -base64 32).')
  }
  if (!env.BETTER_AUTH_SECRET && !warned) {
    warned = true
    console.warn('[auth] BETTER_AUTH_SECRET is not set: using the development secret. Set it in production.')
  }
  return {
    baseURL: url.origin,
    secret: env.BETTER_AUTH_SECRET ?? DEV_SECRET,
    secureCookies: url.protocol === 'https:' || (env.OHC_SECURE_COOKIES === 'true' && LOOPBACK_HOSTS.has(url.hostname)),
    linkExpiresIn: DEFAULT_LINK_EXPIRES_IN,
  }
}
