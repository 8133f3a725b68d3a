import { apiError } from '../api/respond'
import { getAuth } from '../auth/server'

// What the reservation and account routes share with the itineraries API (origin check, JSON
// bodies, no caching), plus answers whose codes are particular to bookings (full, members_only…).

export { foreignOrigin, noContent, ok, parseBody, unauthorized } from '../itineraries/http'

/** A JSON error with a code of its own, in the API's one shape {error: {code, message}}; never cached. */
export function refuse(status: 403 | 404 | 409, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Cookie' },
  })
}

export const internalError = (request: Request, error: unknown) => {
  console.error(`API error on ${new URL(request.url).pathname}:`, error)
  return apiError(500, 'internal', 'Something went wrong on our side. Please try again later.')
}

export interface SessionUser {
  id: string
  email: string
  name: string
}

export async function sessionUser(request: Request): Promise<SessionUser | undefined> {
  const session = await getAuth().api.getSession({ headers: request.headers })
  return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : undefined
}

