import { CACHE } from '@/platform/respond'
// Answers whose codes are particular to bookings (full, members_only…); the rest (origin check,
// session, bodies, errors) is every JSON route's, in platform/http/route.ts.

/** A JSON error with a code of its own, in the API's one shape {error: {code, message}}; never cached. */
export function refuse(status: 400 | 403 | 404 | 409, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE.private, Vary: 'Cookie' },
  })
}
