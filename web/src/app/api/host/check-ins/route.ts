import { festivalSites } from '@/content/hosts'
import { festivalTimeZone, getSettings } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { hit } from '@/platform/db/rate-limit'
import { hostSite } from '@/door/hosts/access'
import { checkInBody } from '@/door/hosts/wire'
import { route } from '@/platform/http/route'
import { checkInAtDoor } from '@/door/check-in/door-check-in'
import { loadTarget } from '@/booking/reservations/targets'
import { now } from '@/platform/clock'
import { config } from '@/platform/config'
import { ok, tooManyRequests } from '@/platform/respond'
import { ticketSecret } from '@/platform/ticket-secret'

/** Check-ins one host may send per minute: a door lets in at most one party every few seconds. */
const CHECK_IN_RATE = { limit: 60, windowMs: 60_000 }
/**
 * Door codes one host may try per minute. A door code proves nothing by itself (unlike the signed
 * code), so this is what keeps guessing one out of reach; a party every few seconds stays under it.
 */
const DOOR_CODE_RATE = { limit: 20, windowMs: 60_000 }

/**
 * A ticket shown at a site's door, its signed code scanned or typed, or its door code typed, by a
 * host of that site (or staff):
 * 200 with what it admits to; 400 for a code that is not a ticket's; 403 for anyone not on the
 * door; 409 when it is for another building, already checked in (and when), given to walk-ups, or
 * shown outside its session's window (not_now, with the day and time it is for); 429 past either
 * limit, with when to try again.
 */
export const POST = route({ session: 'required', sameOrigin: true, body: checkInBody }, async ({ user, body }) => {
  const db = getDatabase()
  const at = now()
  const limit = await hit(db, `host-check-in:${user.id}`, CHECK_IN_RATE, at)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterMs, 'Too many check-ins from this phone in a minute.')
  const deps = {
    db,
    now: at,
    timeZone: await festivalTimeZone(),
    load: loadTarget,
    secret: ticketSecret(),
    hostOf: (siteId: string) => hostSite(user.email, siteId),
    checkInOpensMinutes: config().door.checkInOpensMinutes,
    doorCodeTry: async () => {
      const tried = await hit(db, `host-door-code:${user.id}`, DOOR_CODE_RATE, at)
      return tried.allowed ? undefined : tried.retryAfterMs
    },
    siteName: async (siteId: string) => {
      const sites = await festivalSites((await getSettings()).currentYear)
      return sites.find((s) => s.id === siteId)?.name
    },
  }
  const result = await checkInAtDoor(deps, body, { userId: user.id })
  if (!result.ok && result.code === 'rate_limited') return tooManyRequests(result.retryAfterMs ?? 60_000, result.message)
  if (!result.ok) return ok({ error: { code: result.code, message: result.message, ...result.details } }, result.status)
  const { ticketId, seats, checkedInAt, title, start } = result
  return ok({ data: { ticketId, seats, checkedInAt, title, start } })
})
