import { BUILD_ID, BUILD_ID_PATTERN, BUILD_TIME } from '@/ui/runtime/build-info'

// GET /builds/meta/{buildId}.json — what is known about a build. This server knows only
// its own build: that answers (immutable: a build never changes), any other id is a 404.

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : ''
  if (!BUILD_ID_PATTERN.test(id) || id !== BUILD_ID) {
    return Response.json(
      { error: { code: 'not_found', message: `No build ${id || file} on this server.` } },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return Response.json(
    { id: BUILD_ID, timestamp: Date.parse(BUILD_TIME) },
    { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  )
}
