import { festivalTimeZone } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { userDataExport } from '@/visitors/account/export'
import { targetLabels } from '@/booking/reservations/targets'
import { now } from '@/platform/clock'
import { route, unauthorized } from '@/platform/http/route'

/** The signed-in user's data as a JSON download. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const at = now()
  const data = await userDataExport(getDatabase(), user.id, at, await festivalTimeZone(), targetLabels)
  if (!data) return unauthorized()
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="open-house-chicago-my-data-${at.toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  })
})
