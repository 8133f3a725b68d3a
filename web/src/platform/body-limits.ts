// How large a request's body may be, by address: each limit fits what the address accepts, with
// room to spare, and nothing is read past it (bounded-body.ts enforces it at the server's edge,
// before Next parses anything). The one place these numbers are set; the OpenAPI document and
// docs/operations.md state them.

export interface BodyLimit {
  /** The address's start (the longest that matches wins). */
  prefix: string
  bytes: number
  /** What a body there is, for the refusal's sentence. */
  what: string
}

const KB = 1024

/**
 * The largest page post (a form, a server action call). The forms carry a few fields and a message
 * of 5,000 characters at most, but a post with a field far too long still gets the form back with
 * its message rather than a bare refusal, so the bound is generous. Next's server actions are given
 * the same limit (next.config.ts), and the proxy answers 413 above it (errors/form-post.ts).
 */
export const FORM_POST_MAX_BYTES = 2 * 1024 * KB

export const BODY_LIMITS: readonly BodyLimit[] = [
  // 200 taps of about 200 bytes each (MAX_REPORTS_PER_REQUEST).
  { prefix: '/api/host/reports', bytes: 64 * KB, what: 'a batch of taps (200 at most)' },
  { prefix: '/api/host/check-ins', bytes: 1 * KB, what: 'a ticket’s code' },
  // Sanity's publish notice: the changed document's id, type and a few fields.
  { prefix: '/api/revalidate', bytes: 256 * KB, what: 'a publish notice' },
  { prefix: '/api/contact', bytes: 16 * KB, what: 'a contact message (5,000 characters at most)' },
  { prefix: '/api/newsletter', bytes: 4 * KB, what: 'a newsletter sign-up' },
  { prefix: '/api/auth/', bytes: 4 * KB, what: 'a sign-in request' },
  // An itinerary's order or days name each of its items.
  { prefix: '/api/itineraries', bytes: 32 * KB, what: 'an itinerary change' },
  { prefix: '/api/', bytes: 8 * KB, what: 'a request to the API' },
  // A page's forms (contact, newsletter) as server actions or posted without JavaScript.
  { prefix: '/', bytes: FORM_POST_MAX_BYTES, what: 'a form' },
]

const LONGEST_FIRST = [...BODY_LIMITS].sort((a, b) => b.prefix.length - a.prefix.length)

/** The limit of the body sent to `path` (as Next routes it). */
export function bodyLimitOf(path: string): BodyLimit {
  return LONGEST_FIRST.find((limit) => path.startsWith(limit.prefix)) ?? BODY_LIMITS[BODY_LIMITS.length - 1]!
}

/** The refusal's sentence: what was too large, and how large it may be. */
export function tooLargeText(limit: BodyLimit): string {
  const size = limit.bytes >= KB ? `${Math.round(limit.bytes / KB)} KB` : `${limit.bytes} bytes`
  return `This request is too large: ${limit.what} may be at most ${size}.`
}
