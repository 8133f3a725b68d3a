import { getDatabase } from '@/platform/db/database'
import { ballotsOf } from '@/booking/fair/ballot-availability'
import { availabilityOf } from '@/booking/reservations/availability'
import { loadTarget } from '@/booking/reservations/targets'
import { availabilityQuery } from '@/booking/reservations/validation'
import { now } from '@/platform/clock'
import { apiError, fieldErrors } from '@/platform/respond'
import { route } from '@/platform/http/route'

// Public: the places left per session, and each ballot's standing with its draw's commitment. The same for everyone, so a CDN may keep it a few seconds
// (places change with every booking; a short staleness only delays the number, never a booking).
const FRESH = 'public, max-age=5, s-maxage=5, stale-while-revalidate=30'

export const GET = route({}, async ({ request }) => {
  const url = new URL(request.url)
  const parsed = availabilityQuery.safeParse({
    kind: url.searchParams.get('kind') ?? undefined,
    targetId: url.searchParams.get('targetId') ?? undefined,
  })
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return apiError(400, 'bad_request', Object.values(fields).join(' '), fields)
  }
  const target = await loadTarget(parsed.data.kind, parsed.data.targetId)
  if (!target) return apiError(404, 'not_found', 'There is nothing to book with that id.')
  const db = getDatabase()
  const at = now()
  const [{ availability, complete }, ballots] = await Promise.all([availabilityOf(db, target, at), ballotsOf({ db, now: at }, target)])
  const sessions = availability.sessions.map((s) => ({ ...s, ballot: ballots.get(s.key) ?? null }))
  return new Response(JSON.stringify({ data: { ...availability, sessions } }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': complete ? FRESH : 'no-store' },
  })
})
