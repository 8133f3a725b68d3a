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
import { apiError, ok } from '@/platform/respond'
import { ticketSecret } from '@/platform/ticket-secret'

/** Check-ins one host may send per minute: a door lets in at most one party every few seconds. */
const CHECK_IN_RATE = { limit: 60, windowMs: 60_000 }

/**
 * A ticket shown at a site's door, its code scanned or typed by a host of that site (or staff):
 * 200 with what it admits to; 400 for a code that is not a ticket's; 403 for anyone not on the
 * door; 409 when it is for another building, already checked in (and when), given to walk-ups, or
 * shown outside its session's window (not_now, with the day and time it is for).
 */
export const POST = route({ session: 'required', sameOrigin: true, body: checkInBody }, async ({ user, body }) => {
  const db = getDatabase()
  const at = now()
  const limit = await hit(db, `host-check-in:${user.id}`, CHECK_IN_RATE, at)
  if (!limit.allowed) return apiError(429, 'rate_limited', 'Too many check-ins from this phone in a minute: wait a moment and try again.')
  const deps = {
    db,
    now: at,
    timeZone: await festivalTimeZone(),
    load: loadTarget,
    secret: ticketSecret(),
    hostOf: (siteId: string) => hostSite(user.email, siteId),
    checkInOpensMinutes: config().door.checkInOpensMinutes,
    siteName: async (siteId: string) => {
      const sites = await festivalSites((await getSettings()).currentYear)
      return sites.find((s) => s.id === siteId)?.name
    },
  }
  const result = await checkInAtDoor(deps, body, { userId: user.id })
  if (!result.ok) return ok({ error: { code: result.code, message: result.message, ...result.details } }, result.status)
  const { ticketId, seats, checkedInAt, title, start } = result
  return ok({ data: { ticketId, seats, checkedInAt, title, start } })
})
