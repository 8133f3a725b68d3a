import { getDatabase } from '@/db/database'
import { userDataExport } from '@/members/export'
import { now } from '@/reservations/clock'
import { internalError, sessionUser, unauthorized } from '@/reservations/http'
import { targetLabels } from '@/reservations/targets'

/** The signed-in user's data as a JSON download. */
export async function GET(request: Request): Promise<Response> {
  try {
    const user = await sessionUser(request)
    if (!user) return unauthorized()
    const at = now()
    const data = await userDataExport(getDatabase(), user.id, at, targetLabels)
    if (!data) return unauthorized()
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="open-house-chicago-my-data-${at.toISOString().slice(0, 10)}.json"`,
        'Cache-Control': 'private, no-store',
        Vary: 'Cookie',
      },
    })
  } catch (error) {
    return internalError(request, error)
  }
}
