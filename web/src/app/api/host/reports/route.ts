import { getDatabase } from '@/platform/db/database'
import { hit } from '@/platform/db/rate-limit'
import { recordReports } from '@/door/hosts/record'
import { hostReportsBody } from '@/door/hosts/report-body'
import { route } from '@/platform/http/route'
import { now } from '@/platform/clock'
import { apiError, ok, tooManyRequests } from '@/platform/respond'

/** Requests one host may send per minute: a phone sends at most one every two seconds while online. */
const HOST_RATE = { limit: 60, windowMs: 60_000 }

/**
 * A host's taps (visitors counted, the line, the door's status), each under the id its phone made:
 * 200 with each tap's outcome; 403, storing nothing, when one names a site the sender does not
 * host; 429 past the rate limit (the phone keeps the taps and tries again).
 */
export const POST = route({ session: 'required', sameOrigin: true, body: hostReportsBody }, async ({ user, body }) => {
  const db = getDatabase()
  const at = now()
  const limit = await hit(db, `host:${user.id}`, HOST_RATE, at)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterMs, 'Too many sends from this phone: the taps are kept on it.')
  const result = await recordReports(db, user, body.reports, at)
  if (!result.ok) return apiError(403, 'forbidden', 'You are not a host of this site.')
  return ok({ data: { results: result.results } })
})
