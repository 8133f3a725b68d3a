import { route } from '@/platform/http/route'
import { readVisitRows } from '@/door/ops/read-visit-rows'
import { refuseNonStaff } from '@/door/ops/staff-only'
import { visitsCsv } from '@/door/ops/visits-csv'
import { now } from '@/platform/clock'

/** Every counted visit of this year's festival by site, day and hour, as CSV: staff only. */
export const GET = route({ session: 'required' }, async ({ user }) => {
  const refused = refuseNonStaff(user)
  if (refused) return refused
  const at = now()
  return new Response(visitsCsv(await readVisitRows(at)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ohc-visits-${at.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  })
})
