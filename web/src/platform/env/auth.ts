import { z } from 'zod'
import { readDataFolder } from './database'
import { LOOPBACK_HOSTS, readVariables, wholeNumber, type Env } from './read'
import { MIN_SECRET_LENGTH, sessionSecretIn } from './session-secret-file'
import { readSiteConfig } from './site'

// The auth settings (documented in .env.example): the site's origin, the session secret and
// whether cookies are Secure.

export interface AuthConfig {
  /** The site's origin: links in emails point here and only requests from it are trusted. */
  baseURL: string
  /** Every origin the site answers as (SiteConfig.origins): on loopback, each loopback name. */
  origins: readonly string[]
  secret: string
  /** Cookies carry Secure (and may then be cross-site, see visitors/auth/server.ts) when the site is served
   *  over https, or on loopback when OHC_SECURE_COOKIES=true (browsers accept Secure cookies from
   *  127.0.0.1 and localhost: how the embedding tests sign in inside a cross-site frame). */
  secureCookies: boolean
  /** How long a sign-in link works, in seconds. */
  linkExpiresIn: number
  /**
   * How long a process takes a session it read from the database at its word, in seconds (0: asks
   * every time). The bound on how long a session ended elsewhere keeps working (visitors/auth/session-memory.ts).
   */
  sessionCacheSeconds: number
}

export const DEFAULT_SESSION_CACHE_SECONDS = 10

export const DEFAULT_LINK_EXPIRES_IN = 15 * 60

export const authSchema = z.object({
  // Required in production (a host other than loopback); unset locally: a random one kept in the data folder.
  BETTER_AUTH_SECRET: z.string().min(MIN_SECRET_LENGTH, `BETTER_AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  // Optional. true: Secure cookies on a loopback http address too.
  OHC_SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  // Optional. Seconds a process takes a session it read at its word (0–60, 10 when unset).
  OHC_SESSION_CACHE_SECONDS: wholeNumber(DEFAULT_SESSION_CACHE_SECONDS, 60, {
    whole: 'must be a whole number of seconds',
    most: 'must be at most 60 seconds: a session ended elsewhere works this long',
  }),
  // Set by Next: 'production' for `next start`.
  NODE_ENV: z.string().optional(),
})

export function readAuthConfig(env: Env): AuthConfig {
  const vars = readVariables(authSchema, env, 'auth')
  const { url, origins } = readSiteConfig(env)
  // A production build on a real host must have its own secret, the same on every instance; a
  // server on this machine (`npm start`: a production build on loopback) makes one of its own.
  const deployed = vars.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(url.hostname)
  if (!vars.BETTER_AUTH_SECRET && deployed) {
    throw new Error(
      'BETTER_AUTH_SECRET is required in production: set it to a random string of at least 32 characters (openssl rand -base64 32).',
    )
  }
  return {
    baseURL: url.origin,
    origins,
    secret: vars.BETTER_AUTH_SECRET ?? localSecret(env),
    secureCookies: url.protocol === 'https:' || (vars.OHC_SECURE_COOKIES === 'true' && LOOPBACK_HOSTS.has(url.hostname)),
    linkExpiresIn: DEFAULT_LINK_EXPIRES_IN,
    sessionCacheSeconds: vars.OHC_SESSION_CACHE_SECONDS,
  }
}

/** The secret kept in the data folder, made there on first start. Read once per process (see config.ts). */
function localSecret(env: Env): string {
  const { secret, file, created } = sessionSecretIn(readDataFolder(env))
  console.info(`[auth] BETTER_AUTH_SECRET is not set: sessions are signed with the secret ${created ? 'just made' : 'kept'} in ${file}.`)
  return secret
}
