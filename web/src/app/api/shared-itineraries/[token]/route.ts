import { getDatabase } from '@/db/database'
import { fail, ok } from '@/itineraries/http'
import { readShared } from '@/itineraries/sharing'

// Public and read-only: the token is the permission. A revoked or unknown token is a 404.
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params
  try {
    const shared = /^[A-Za-z0-9_-]{43}$/.test(token) ? await readShared(getDatabase(), token) : undefined
    return shared ? ok({ data: shared }) : fail(404, 'not_found', 'This shared itinerary does not exist or is no longer shared.')
  } catch (error) {
    console.error(`API error on ${new URL(request.url).pathname}:`, error)
    return new Response(JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' } }), { status: 500, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' } })
  }
}
