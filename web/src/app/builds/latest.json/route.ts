import { BUILD_ID, BUILD_TIME } from '@/ui/runtime/build-info'

// GET /builds/latest.json?t=… — the build this server runs. Open tabs
// compare it with their own to notice a new deployment; never cached anywhere.

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ id: BUILD_ID, timestamp: Date.parse(BUILD_TIME) }, { headers: { 'Cache-Control': 'no-store, max-age=0' } })
}
