import { CACHE } from '@/platform/respond'
import { route } from '@/platform/http/route'
import { clientIp } from '@/platform/http/client-ip'
import { statusOf, type FormResult } from './result'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// The JSON face of the forms (POST /api/newsletter, /api/contact): a JSON object or a plain
// form post in, {outcome, message, fields?} out, with the status of the outcome (400 invalid,
// 429 too many, 503 not delivered). A failed submission is an outcome too, answered in that shape.

export function formRoute(submit: (form: FormData | Record<string, unknown>, ip: string) => Promise<FormResult>) {
  // A write like every other: only from the site's own pages (a foreign Origin is a 403).
  return route({ sameOrigin: true }, async ({ request }) => {
    let form: FormData | Record<string, unknown>
    try {
      form = (request.headers.get('content-type') ?? '').includes('application/json') ? await jsonObject(request) : await request.formData()
    } catch {
      return answer({ outcome: 'invalid', message: 'Send the form’s fields as JSON or as a form post.' })
    }
    const notText = nonTextFields(form)
    if (notText.length) {
      const message = 'Send each field as text.'
      return answer({ outcome: 'invalid', message, fields: Object.fromEntries(notText.map((name) => [name, message])) })
    }
    try {
      const { values: _typed, attempt: _attempt, retryAfterSeconds, ...result } = await submit(form, clientIp(request.headers))
      return answer(result, retryAfterSeconds)
    } catch (error) {
      console.error('[forms] submission failed:', error)
      return answer({ outcome: 'failed', message: SERVER_FAULT })
    }
  })
}

/**
 * POST /api/newsletter/confirm: the confirmation page's Confirm button. A form post (the page,
 * with or without JavaScript) is sent back to the page with its outcome (303); a JSON post
 * ({token}) is answered like the forms, {outcome, message}.
 */
export function confirmRoute(confirm: (token: unknown) => Promise<FormResult>, page: string) {
  return route({ sameOrigin: true }, async ({ request }) => {
    const isJson = (request.headers.get('content-type') ?? '').includes('application/json')
    let token: unknown
    try {
      token = isJson ? (await jsonObject(request)).token : (await request.formData()).get('token')
    } catch {
      token = undefined
    }
    let result: FormResult
    try {
      result = await confirm(token)
    } catch (error) {
      console.error('[forms] confirming failed:', error)
      result = { outcome: 'failed', message: SERVER_FAULT }
    }
    if (isJson) return answer(result)
    return new Response(null, { status: 303, headers: { Location: `${page}?result=${result.outcome}`, 'Cache-Control': CACHE.none } })
  })
}

async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json()
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
  return Object.fromEntries(Object.entries(body))
}

/**
 * A form's fields are text: a JSON number, list or object in their place is refused rather than
 * turned into "42" or "[object Object]" and stored. A null stands for an empty field.
 */
function nonTextFields(form: FormData | Record<string, unknown>): string[] {
  if (form instanceof FormData) return []
  return Object.entries(form).flatMap(([name, value]) => (value === null || typeof value === 'string' ? [] : [name]))
}

/** The outcome as JSON; a 'limited' one with Retry-After, as every 429 of the site. */
function answer(result: FormResult, retryAfterSeconds?: number): Response {
  return new Response(JSON.stringify(result), {
    status: statusOf(result.outcome),
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': CACHE.none,
      ...(result.outcome === 'limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
    },
  })
}
