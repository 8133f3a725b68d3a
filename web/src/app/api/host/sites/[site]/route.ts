import { getDatabase } from '@/db/database'
import { hostSite } from '@/hosts/access'
import { festivalToday } from '@/hosts/festival-today'
import { hostSummary } from '@/hosts/summary'
import { route } from '@/http/route'
import { now } from '@/platform/clock'
import { apiError, ok } from '@/platform/respond'

/** A hosted site's day so far (visitors counted, the last report): 403 for anyone not on its door. */
export const GET = route({ session: 'required', params: ['site'] }, async ({ user, params }) => {
  const site = await hostSite(user.email, params.site)
  if (!site) return apiError(403, 'forbidden', 'You are not a host of this site.')
  const summary = await hostSummary(getDatabase(), site.id, await festivalToday(now()))
  return ok({ data: { site, ...summary } })
})
