import { headers } from 'next/headers'
import { getAuth } from '@/visitors/auth/server'
import { getDatabase } from '@/platform/db/database'
import { festivalTimeZone } from '@/content/settings'
import { membershipOfSessionUser, NOT_A_MEMBER, type Membership } from '@/visitors/members/membership'
import { now } from '@/platform/clock'
import { config } from '@/platform/config'
import { rememberedSession, sessionCookieOf } from '@/visitors/auth/session-memory'

// Who is asking: a visitor (no session), a signed-in user, or a member (signed in, with a
// verified email on an active roster entry). The one place that reads better-auth's session, for
// route handlers (viewer) and server components (pageViewer). Only a request that carries the
// session cookie costs a database read, and then only once in a few seconds per session
// (visitors/auth/session-memory.ts says what that costs a sign-out elsewhere).

export interface SignedInUser {
  id: string
  email: string
  name: string
  /** Proven by a link: only a verified address can carry a membership. */
  emailVerified: boolean
  /** The language chosen for the member's emails; null: the festival's default. */
  language: string | null
}

export interface Viewer {
  /** Set when the request carries a valid session. */
  userId?: string
  user?: SignedInUser
  /** A member now; false for a visitor, and when the roster was not read. */
  member: boolean
  /** The roster entry behind `member` (level, expiry); NOT_A_MEMBER when there is none or it was not read. */
  membership: Membership
}

export interface ViewerOptions {
  /** Read the roster too (one more database read). Default: true. */
  membership?: boolean
  /**
   * A failure to read the session or the roster (the database down):
   * - 'visitor' (default): logged, and the caller is a visitor — withholding is the safe side;
   * - 'error': a session failure is thrown (a route's 500, a page's error page, never "please
   *   sign in" to someone signed in); a roster failure is logged and reads as "not a member".
   */
  onFailure?: 'visitor' | 'error'
  /**
   * Read the session from the database even when this process remembers it. For pages whose own
   * reads all go to the database: reading the session first is how they learn the database is out
   * of reach, and send the visitor to the page that says so rather than an error.
   */
  fresh?: boolean
}

const VISITOR: Viewer = { member: false, membership: NOT_A_MEMBER }

export function hasSessionCookie(request: Request): boolean {
  return sessionCookieOf(request.headers.get('cookie')) !== undefined
}

/** The viewer of a route handler's request. */
export function viewer(request: Request, options: ViewerOptions = {}): Promise<Viewer> {
  return viewerOf(request.headers, options)
}

/** The viewer of the page being rendered: reads its cookies, so only dynamic pages may call it. */
export async function pageViewer(options: ViewerOptions = {}): Promise<Viewer> {
  return viewerOf(await headers(), options)
}

async function viewerOf(
  requestHeaders: Headers,
  { membership = true, onFailure = 'visitor', fresh = false }: ViewerOptions,
): Promise<Viewer> {
  const cookie = sessionCookieOf(requestHeaders.get('cookie'))
  if (!cookie) return VISITOR
  let user: SignedInUser | undefined
  try {
    user = await rememberedSession(cookie, fresh ? 0 : config().auth.sessionCacheSeconds, () => readSession(requestHeaders))
  } catch (error) {
    if (onFailure === 'error') throw error
    return visitorAfter(error)
  }
  if (!user) return VISITOR
  const signedIn = { userId: user.id, user }
  if (!membership) return { ...signedIn, ...VISITOR }
  try {
    const roster = await membershipOfSessionUser(getDatabase(), user, now(), await festivalTimeZone())
    return { ...signedIn, member: roster.member, membership: roster }
  } catch (error) {
    if (onFailure === 'visitor') return visitorAfter(error)
    console.error(`[viewer] reading the membership failed; not a member for now: ${messageOf(error)}`)
    return { ...signedIn, ...VISITOR }
  }
}

/** The session as better-auth reads it from the database, with when it ends. */
async function readSession(requestHeaders: Headers): Promise<{ user: SignedInUser; expiresAt: Date } | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders })
  if (!session) return null
  const { id, email, name, emailVerified, language } = session.user
  return {
    user: { id, email, name, emailVerified: emailVerified === true, language: language ?? null },
    expiresAt: new Date(session.session.expiresAt),
  }
}

function visitorAfter(error: unknown): Viewer {
  console.error(`[viewer] could not read the session or membership; answering as a visitor: ${messageOf(error)}`)
  return VISITOR
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
