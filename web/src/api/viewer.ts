import { getDatabase } from '../db/database'
import { getAuth } from '../auth/server'
import { membershipOfUser } from '../members/membership'
import { now } from '../reservations/clock'

// Who is asking, for the member-aware API routes: a visitor (no session), a signed-in user, or a
// member (signed in, with a verified email on an active roster entry). Only a request that
// carries better-auth's session cookie costs a database read; a failure (database down) makes
// the caller a visitor and is logged — withholding is the safe side of a failure.

export interface Viewer {
  member: boolean
  /** Set when the request carries a valid session. */
  userId?: string
}

// better-auth's session cookie: plain on http, with the __Secure- prefix on https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get('cookie') ?? '')
}

export async function viewerFor(request: Request): Promise<Viewer> {
  if (!hasSessionCookie(request)) return { member: false }
  try {
    const session = await getAuth().api.getSession({ headers: request.headers })
    if (!session) return { member: false }
    const userId = session.user.id
    const { member } = await membershipOfUser(getDatabase(), userId, now())
    return { member, userId }
  } catch (error) {
    console.error(`[viewer] could not read the session or membership; answering as a visitor: ${error instanceof Error ? error.message : error}`)
    return { member: false }
  }
}
