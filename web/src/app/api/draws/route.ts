import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { ballotCommitment } from '@/booking/fair/enter-ballot'
import { publishedDraw } from '@/booking/fair/published-draw'
import { now } from '@/platform/clock'
import { apiError, fieldErrors } from '@/platform/respond'
import { loadTarget } from '@/booking/reservations/targets'
import { sessionQuery } from '@/booking/reservations/validation'

// Public: a ballot's commitment (the SHA-256 of its seed) from before entries close, and once
// drawn the seed and every entry's position, by entry id only, so anyone can redo the draw. The
// same for everyone; a drawn ballot never changes, an undrawn one only when drawn.
const UNDRAWN = 'public, max-age=30, s-maxage=30, stale-while-revalidate=60'
const DRAWN = 'public, max-age=3600, s-maxage=86400'

export const GET = route({}, async ({ request }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = sessionQuery.safeParse(query)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return apiError(400, 'bad_request', Object.values(fields).join(' '), fields)
  }
  const { kind, targetId, sessionKey } = parsed.data
  const db = getDatabase()
  const commitment = await ballotCommitment({ db, now: now(), load: loadTarget }, { kind, targetId, sessionKey })
  if (!commitment) return apiError(404, 'not_found', 'That session has no ballot.')
  const publication = commitment.drawnAt ? await publishedDraw(db, { kind, id: targetId, sessionKey }) : undefined
  return new Response(JSON.stringify({ data: { ...commitment, publication: publication ?? null } }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': publication ? DRAWN : UNDRAWN },
  })
})
