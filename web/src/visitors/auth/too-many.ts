import { retryWords } from '@/platform/retry-words'

// better-auth's own rate limit (per client address, per endpoint) answers 429 with its retry time in
// X-Retry-After and a sentence of its own. Every 429 of the site says when to try again in the
// standard header and in the site's words, so this answer is given both before it leaves.

const DEFAULT_RETRY_SECONDS = 60

/** A 429 with Retry-After and a sentence saying when; any other answer as it is. */
export async function sayWhenToRetry(response: Response): Promise<Response> {
  if (response.status !== 429 || response.headers.has('retry-after')) return response
  const given = Number(response.headers.get('x-retry-after'))
  const seconds = Number.isFinite(given) && given > 0 ? Math.ceil(given) : DEFAULT_RETRY_SECONDS
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(seconds))
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const message = `Too many sign-in requests from this connection. Please try again ${retryWords(seconds)}.`
  return new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message }), { status: 429, headers })
}
