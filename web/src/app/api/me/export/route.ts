import { getIdentity } from '@/content/identity'
import { getDatabase } from '@/platform/db/database'
import { userDataExport } from '@/visitors/account/export'
import { targetLabels } from '@/booking/reservations/targets'
import { now } from '@/platform/clock'
import { route, unauthorized } from '@/platform/http/route'

/** "open-house-helsinki" for "Open House Helsinki": the site's title as a file name. */
const fileNameOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'open-house'

/** The signed-in user's data as a JSON download, named after the site. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const at = now()
  const { title, timeZone } = await getIdentity()
  const data = await userDataExport(getDatabase(), user.id, at, timeZone, targetLabels)
  if (!data) return unauthorized()
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileNameOf(title)}-my-data-${at.toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  })
})
