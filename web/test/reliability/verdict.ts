import type { Endpoint, Format, InputCase } from './endpoints'
import { leakIn } from './leaks'
import type { RawResponse } from './raw-http'

// How an answer to a bad input is judged: refused with a 4xx (never a 5xx, never a success for
// input that breaks a rule), in the format of the endpoint's family, without leaking internals.

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined)
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0

/** What is wrong with a 4xx body for this family of endpoints, or undefined. */
export function formatProblem(format: Format, status: number, body: string): string | undefined {
  const parsed = parse(body)
  switch (format) {
    case 'site': {
      // {error: {code, message, fields?}} (platform/respond.ts)
      const error = field(parsed, 'error')
      return text(field(error, 'code')) && text(field(error, 'message')) ? undefined : 'not the site’s {error: {code, message}}'
    }
    case 'form': {
      // {outcome, message, fields?} (visitors/forms/result.ts)
      return ['invalid', 'limited'].includes(String(field(parsed, 'outcome'))) && text(field(parsed, 'message'))
        ? undefined
        : 'not the forms’ {outcome, message}'
    }
    case 'auth':
      // better-auth's {message, code}; its unknown paths answer an empty 404.
      if (status === 404 && body === '') return undefined
      return text(field(parsed, 'message')) ? undefined : 'not better-auth’s {message, code}'
  }
}

/** The problem with one answer, or undefined when it is as it should be. */
export function judge(endpoint: Endpoint, input: InputCase, signedIn: boolean, response: RawResponse): string | undefined {
  if (response.error) return `no answer (${response.error})`
  const { status, body } = response
  if (status >= 500) return `${status}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`
  const location = typeof response.headers.location === 'string' ? response.headers.location : undefined
  const refused = (status >= 400 && status < 500) || Boolean(endpoint.refusedOtherwise?.(status, location))
  // The site's routes ask for the session first; better-auth checks the body first, then the session.
  // A body over its address's limit is refused at the server's edge before any work, the session
  // check included (platform/bounded-body.ts): 413 is a refusal too.
  if (!signedIn && endpoint.session === 'required' && endpoint.format === 'site' && status !== 401 && status !== 413)
    return `${status} signed out (expected 401)`
  if (!signedIn && endpoint.session === 'required' && !refused) return `${status} signed out (expected a refusal)`
  if (input.expect === 'invalid' && !refused) return `accepted with ${status}: ${body.slice(0, 120).replace(/\s+/g, ' ')}`
  if (status >= 400 && status < 500) {
    const problem = formatProblem(endpoint.format, status, body)
    if (problem) return `${status} ${problem}: ${body.slice(0, 120).replace(/\s+/g, ' ')}`
  }
  const leak = leakIn(body, status)
  return leak ? `${status} leaks ${leak.name}: ${leak.excerpt}` : undefined
}
