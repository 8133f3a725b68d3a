import { createHash } from 'node:crypto'
import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { magicLink } from 'better-auth/plugins/magic-link'
import type { Kysely } from 'kysely'
import { getDatabase } from '@/platform/db/database'
import type { Database } from '@/platform/db/schema'
import { senderFromEnv } from '@/platform/email'
import type { EmailIdentity } from '@/platform/email/identity'
import { magicLinkMessage } from '@/platform/email/magic-link'
import { getIdentity } from '@/content/identity'
import { SEND_FAILED_MESSAGE, type EmailSender } from '@/platform/email/sender'
import { deleteUserData } from './user-data'
import { frameAwareMagicLink } from './frame-callback'
import { config, type AuthConfig } from '@/platform/config'
import { authInputProblem } from './input-rules'
import { accountLanguage, languageProblem, signInPageLanguage } from './language'
import { languageFor } from '@/platform/i18n/catalogues'
import { SIGN_IN_PER_CLIENT, signInLinkRefusal } from './link-limit'
import { forgetSessions, sessionCookieOf } from './session-memory'

// better-auth: magic-link sign-in, sessions and rate limits, stored in the app database.

export const AUTH_BASE_PATH = '/api/auth'

export interface AuthDependencies {
  db: Kysely<Database>
  dbType: 'sqlite' | 'postgres'
  sender: EmailSender
  /** Whose sign-in emails they are, read as each is sent; the settings' title and centre unless given. */
  from?: () => Promise<EmailIdentity>
  config: AuthConfig
}

// Links are stored hashed, so a copy of the database holds no usable link. Our own hash (not the
// plugin's built-in one) so a failed send can find and remove the row it just made.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * The routes after which a session this process remembers may be over or out of date: signing
 * out, ending sessions, deleting the account, changing the name or address. Their user is
 * forgotten at once here; other processes forget within their memory's seconds (session-memory.ts).
 */
const SESSION_CHANGES = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user',
  '/delete-user/callback',
  '/update-user',
  '/change-email',
  '/verify-email',
])

/**
 * The site's origin, or on loopback each loopback name of it: a visitor who opened
 * http://127.0.0.1:3000 gets a link to 127.0.0.1 and is sent back there, where their cookie is
 * (better-auth takes the request's Host when it is one of these, else the configured origin).
 */
function baseURLOption(config: AuthConfig): string | { allowedHosts: string[]; protocol: 'http' | 'https'; fallback: string } {
  if (config.origins.length < 2) return config.baseURL
  const hosts = config.origins.map((origin) => new URL(origin).host)
  return { allowedHosts: hosts, protocol: new URL(config.baseURL).protocol === 'https:' ? 'https' : 'http', fallback: config.baseURL }
}

export function authOptions({ db, dbType, sender, from = getIdentity, config }: AuthDependencies) {
  return {
    basePath: AUTH_BASE_PATH,
    baseURL: baseURLOption(config),
    secret: config.secret,
    trustedOrigins: [...config.origins],
    database: { db, type: dbType },
    // On in every environment, counted in the database so all server instances share them.
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      // Explicit: better-auth turns both off when NODE_ENV is 'test', and they must hold everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.secureCookies,
      // Secure cookies are SameSite=None; Partitioned (CHIPS): an embedder's frame is a
      // cross-site context, where a Lax cookie is never sent, and browsers that partition
      // third-party cookies keep a frame's cookies in a jar of that embedder's own. Signing in
      // there completes inside the frame (/iframe/api/auth/…, the link pasted in on /iframe/login).
      // At the top level the jar is the site's own, as before. Cross-site writes stay refused by
      // the Origin checks (better-auth's, foreignOrigin() of our APIs, Next's for server actions).
      // Plain http cannot carry SameSite=None, so there the cookie stays Lax and first-party.
      defaultCookieAttributes: config.secureCookies
        ? { httpOnly: true, secure: true, sameSite: 'none', partitioned: true }
        : { httpOnly: true, secure: false, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = authInputProblem(ctx.path, ctx.body) ?? (await languageProblem(ctx.path, ctx.body, from))
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_INPUT' })
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (!SESSION_CHANGES.has(ctx.path)) return
        forgetSessions({ userId: ctx.context.session?.user.id, cookie: sessionCookieOf(ctx.headers?.get('cookie')) })
      }),
    },
    user: {
      // Deleting the account deletes everything of ours it owns (itineraries with their items,
      // reservations). Before, not after: if that fails, the account is still there to retry.
      // Without a password, better-auth requires a fresh session (signed in within a day).
      deleteUser: { enabled: true, beforeDelete: async (user) => deleteUserData(db, user.id) },
      // The language the member's emails are in: one of the festival's, chosen in My OHC (update-
      // user, checked against the settings by the before-hook); null until chosen, when they go in
      // the festival's default language.
      additionalFields: { language: { type: 'string', required: false, input: true } },
    },
    plugins: [
      magicLink({
        expiresIn: config.linkExpiresIn,
        rateLimit: SIGN_IN_PER_CLIENT,
        storeToken: { type: 'custom-hasher', hash: async (token) => hashToken(token) },
        async sendMagicLink({ email, url, token }, ctx) {
          // Counted here, once better-auth has accepted the request: a refused one counts nothing.
          const refused = await signInLinkRefusal(db, email)
          if (refused) {
            await ctx?.context.internalAdapter.deleteVerificationByIdentifier(`magic-link:${hashToken(token)}`)
            const { message, retryAfterSeconds } = refused
            throw new APIError('TOO_MANY_REQUESTS', { message, code: 'TOO_MANY_LINKS' }, { 'Retry-After': String(retryAfterSeconds) })
          }
          try {
            // A sign-in started in a frame gets a link to the frame's callback page.
            const identity = await from()
            // In the language of the page it was asked from (/es/login), else the account's.
            const asked = signInPageLanguage(url, identity.languages)
            const language = languageFor(asked ?? (await accountLanguage(db, email)), identity.languages)
            const link = frameAwareMagicLink(url)
            await sender.send(
              await magicLinkMessage({ from: identity, language, to: email, link, minutes: Math.round(config.linkExpiresIn / 60) }),
            )
          } catch (error) {
            console.error(`[auth] sending the sign-in link failed: ${error instanceof Error ? error.message : error}`)
            // better-auth stored the link before calling us: remove it, so an unsent link is
            // not left behind waiting to expire.
            await ctx?.context.internalAdapter.deleteVerificationByIdentifier(`magic-link:${hashToken(token)}`)
            throw new APIError('SERVICE_UNAVAILABLE', { message: SEND_FAILED_MESSAGE, code: 'EMAIL_SEND_FAILED' })
          }
        },
      }),
    ],
  } satisfies BetterAuthOptions
}

export function createAuth(dependencies: AuthDependencies) {
  return betterAuth(authOptions(dependencies))
}

export type Auth = ReturnType<typeof createAuth>

let shared: Auth | undefined

/** The process-wide auth over the configured database and email sender (created on first call). */
export function getAuth(): Auth {
  shared ??= createAuth({
    db: getDatabase(),
    dbType: config().database.kind,
    sender: senderFromEnv(),
    config: config().auth,
  })
  return shared
}
