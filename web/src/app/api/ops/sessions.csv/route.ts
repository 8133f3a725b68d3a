import { festivalTimeZone } from '@/content/settings'
import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { sessionsCsv } from '@/door/ops/sessions-csv'
import { refuseNonStaff } from '@/door/ops/staff-only'
import { festivalDoorSessions } from '@/door/check-in/door-sessions'
import { now } from '@/platform/clock'

/** Every booked session of this year's festival with its check-ins, no-shows and walk-up places, as CSV: staff only. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const refused = refuseNonStaff(user)
  if (refused) return refused
  const [sessions, timeZone] = await Promise.all([festivalDoorSessions({ db: getDatabase() }), festivalTimeZone()])
  return new Response(sessionsCsv(sessions, timeZone), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ohc-sessions-${now().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  })
})
