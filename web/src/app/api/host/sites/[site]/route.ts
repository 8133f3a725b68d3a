import { getDatabase } from '@/platform/db/database'
import { hostSite } from '@/door/hosts/access'
import { festivalToday } from '@/door/hosts/festival-today'
import { hostSummary } from '@/door/hosts/summary'
import { route } from '@/platform/http/route'
import { sessionsAtSite } from '@/door/check-in/door-sessions'
import { now } from '@/platform/clock'
import { apiError, ok } from '@/platform/respond'

/**
 * A hosted site's day so far (visitors counted, the last report, today's sessions of tours and
 * events at its door with their check-ins and walk-up places): 403 for anyone not on its door.
 */
export const GET = route({ session: 'required', params: ['site'] }, async ({ user, params }) => {
  const site = await hostSite(user.email, params.site)
  if (!site) return apiError(403, 'forbidden', 'You are not a host of this site.')
  const db = getDatabase()
  const today = await festivalToday(now())
  const [summary, sessions] = await Promise.all([hostSummary(db, site.id, today), sessionsAtSite({ db }, site.id, today)])
  return ok({ data: { site, ...summary, sessions } })
})
