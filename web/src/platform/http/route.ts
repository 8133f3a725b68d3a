import type { z } from 'zod'
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@/platform/db/unavailable'
import { config } from '@/platform/config'
import { nulCharacterAt } from '@/platform/nul-character'
import { apiError, fieldErrors } from '@/platform/respond'
import { viewer, type SignedInUser, type Viewer, type ViewerOptions } from './viewer'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// The one way to write a JSON route. In order: the same-origin check of writes (403), the session
// (401 when required), the address's parameters (400 with a control character), the JSON body
// checked with zod (400 naming each field), then the handler; anything it throws is logged and
// answered as a JSON error that never says what went wrong: 503 when the app database is out of
// reach (the caller may try again), 500 for anything else.

export type SessionRule = 'required' | 'optional' | 'none'

export interface RouteOptions<K extends string, N extends SessionRule, B extends z.ZodType> {
  /**
   * 'required': 401 without a session, and a failure to read it is a 500; 'optional': the viewer
   * (a visitor when the session cannot be read, see viewer.ts). Default 'none': no session read.
   */
  session?: N
  /** A write: refused (403) unless the request comes from the site's own pages. */
  sameOrigin?: boolean
  /** The route's parameters, as its folders name them ([id]). */
  params?: readonly K[]
  /** The JSON body's schema. */
  body?: B
  /** The 500's message, where the route can tell the caller more than "something went wrong". */
  failure?: string
}

type SessionContext<N extends SessionRule> = N extends 'required'
  ? { viewer: Viewer; user: SignedInUser }
  : N extends 'optional'
    ? { viewer: Viewer }
    : unknown

export type RouteContext<K extends string, N extends SessionRule, B extends z.ZodType> = {
  request: Request
  params: Record<K, string>
  body: z.output<B>
} & SessionContext<N>

export type RouteHandler<K extends string> = (request: Request, context: { params: Promise<Record<K, string>> }) => Promise<Response>

interface AnyContext {
  request: Request
  params: Record<string, string>
  body: unknown
  viewer: Viewer | undefined
  user: SignedInUser | undefined
}

export function route<K extends string = never, N extends SessionRule = 'none', B extends z.ZodType = z.ZodUndefined>(
  options: RouteOptions<K, N, B>,
  handler: (context: RouteContext<K, N, B>) => Promise<Response>,
): RouteHandler<K>
export function route(
  options: RouteOptions<string, SessionRule, z.ZodType>,
  handler: (context: AnyContext) => Promise<Response>,
): RouteHandler<string> {
  const session = options.session ?? 'none'
  return async (request, context) => {
    try {
      if (options.sameOrigin) {
        const refused = foreignOrigin(request)
        if (refused) return refused
      }
      // A required session is the caller's own data: no roster read, and a failure is a 500, not a 401.
      const reading: ViewerOptions = session === 'required' ? { membership: false, onFailure: 'error' } : {}
      const who = session === 'none' ? undefined : await viewer(request, reading)
      if (session === 'required' && !who?.user) return unauthorized()
      const params = await context.params
      const badParam = controlCharacterParam(params)
      if (badParam) return badParam
      let body: unknown
      if (options.body) {
        const parsed = await parseBody(request, options.body)
        if (!parsed.ok) return parsed.response
        body = parsed.value
      }
      return await handler({ request, params, body, viewer: who, user: who?.user })
    } catch (error) {
      console.error(`API error on ${new URL(request.url).pathname}:`, error)
      const response = isDatabaseUnavailable(error)
        ? apiError(503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE)
        : apiError(500, 'internal', options.failure ?? SERVER_FAULT)
      // A route that reads the session answers each caller their own, its failures too.
      if (session !== 'none') response.headers.set('Vary', 'Cookie')
      return response
    }
  }
}

export const unauthorized = () => apiError(401, 'unauthorized', 'Please sign in.')

/**
 * A write must come from the site itself: its Origin (or, lacking one, its Referer) must be the
 * configured site URL (or, on loopback, another loopback name of it). That is the check better-auth makes on its POSTs; without it another site
 * could make a signed-in visitor's browser change their data (SameSite=Lax still sends cookies on
 * some cross-site requests, SameSite=None cookies in a frame always, and old browsers ignore it).
 */
export function foreignOrigin(request: Request): Response | undefined {
  const header = request.headers.get('origin') ?? request.headers.get('referer')
  const origin = header ? URL.parse(header)?.origin : undefined
  // On loopback, each loopback name of the site counts as the site (SiteConfig.origins).
  if (origin && config().site.origins.includes(origin)) return undefined
  return apiError(403, 'forbidden', 'This request must come from the site itself.')
}

/**
 * No id, slug or token holds a control character, and PostgreSQL cannot even compare text with a
 * NUL in it (the query fails): such a parameter (`/api/itineraries/%00`) is refused up front.
 */
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

function controlCharacterParam(params: Record<string, string | string[]> | undefined): Response | undefined {
  for (const [name, value] of Object.entries(params ?? {})) {
    if ([value].flat().some(hasControlCharacter)) {
      return apiError(400, 'bad_request', `No ${name} contains a control character.`, { [name]: 'Remove the control character.' })
    }
  }
  return undefined
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return { ok: false, response: apiError(400, 'bad_request', 'The body must be JSON.', { body: 'Send a JSON object.' }) }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return { ok: false, response: apiError(400, 'bad_request', Object.values(fields).join(' '), fields) }
  }
  // Text with a NUL character is nobody's name or note, and PostgreSQL refuses to store it. Looked
  // for in what the schema kept, so fields it drops (of any depth) cost nothing.
  const nul = nulCharacterAt(parsed.data)
  if (nul) {
    const message = 'Text cannot contain the NUL character (\\u0000).'
    return { ok: false, response: apiError(400, 'bad_request', message, { [nul]: message }) }
  }
  return { ok: true, value: parsed.data }
}
