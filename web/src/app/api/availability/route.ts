import { getDatabase } from '@/db/database'
import { availabilityOf } from '@/reservations/availability'
import { loadTarget } from '@/reservations/targets'
import { availabilityQuery } from '@/reservations/validation'
import { now } from '@/platform/clock'
import { apiError, fieldErrors } from '@/platform/respond'
import { route } from '@/http/route'

// Public: the places left per session. The same for everyone, so a CDN may keep it a few seconds
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
  const { availability, complete } = await availabilityOf(getDatabase(), target, now())
  return new Response(JSON.stringify({ data: availability }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': complete ? FRESH : 'no-store' },
  })
})
