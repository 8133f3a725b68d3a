import type { z } from 'zod'
import { apiError } from '../api/respond'
import { readAuthConfig } from '../auth/config'
import { getAuth } from '../auth/server'
import { fieldErrors, type FieldErrors } from './validation'

// What every itineraries route shares: no caching anywhere, the signed-in user from better-auth's
// session, the same-origin rule better-auth applies to its own POSTs, and JSON errors as
// {error: {code, message, fields?}}.

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Cookie' }

export function ok(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS })
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

type Code = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict'

/** The API's JSON error (never cached), limited to the answers an itinerary route gives. */
export function fail(status: 400 | 401 | 403 | 404 | 409, code: Code, message: string, fields?: FieldErrors): Response {
  return apiError(status, code, message, fields)
}

export const notFound = () => fail(404, 'not_found', 'No such itinerary.')
export const unauthorized = () => fail(401, 'unauthorized', 'Please sign in.')

/**
 * A write must come from the site itself: its Origin (or, lacking one, its Referer) must be the
 * configured site URL. That is the check better-auth makes on its POSTs; without it another site
 * could make a signed-in visitor's browser change their itineraries (SameSite=Lax still sends
 * cookies on some cross-site requests, and old browsers ignore it).
 */
export function foreignOrigin(request: Request): Response | undefined {
  const allowed = new URL(readAuthConfig().baseURL).origin
  const header = request.headers.get('origin') ?? request.headers.get('referer')
  const origin = header ? URL.parse(header)?.origin : undefined
  if (origin === allowed) return undefined
  return fail(403, 'forbidden', 'This request must come from the site itself.')
}

export async function signedInUser(request: Request): Promise<string | undefined> {
  const session = await getAuth().api.getSession({ headers: request.headers })
  return session?.user.id
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return { ok: false, response: fail(400, 'bad_request', 'The body must be JSON.', { body: 'Send a JSON object.' }) }
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const fields = fieldErrors(parsed.error)
  return { ok: false, response: fail(400, 'bad_request', Object.values(fields).join(' '), fields) }
}

type Context<K extends string> = { params: Promise<Record<K, string>> }
type Handler<K extends string> = (request: Request, userId: string, params: Record<K, string>) => Promise<Response>

/**
 * A route of a signed-in user's own data: origin check for writes, then the session (401), then
 * the handler; an unexpected failure is logged and answered as a JSON 500.
 */
export function owned<K extends string>(handler: Handler<K>, { write }: { write: boolean }) {
  return async (request: Request, context: Context<K>): Promise<Response> => {
    try {
      if (write) {
        const refused = foreignOrigin(request)
        if (refused) return refused
      }
      const userId = await signedInUser(request)
      if (!userId) return unauthorized()
      return await handler(request, userId, await context.params)
    } catch (error) {
      console.error(`API error on ${new URL(request.url).pathname}:`, error)
      return new Response(JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' } }), { status: 500, headers: HEADERS })
    }
  }
}
