import { getAuth } from '@/visitors/auth/server'
import { sayWhenToRetry } from '@/visitors/auth/too-many'

// better-auth's endpoints under /api/auth. A database outage answers a clear 503
// instead of a bare 500, and public pages are unaffected because only these routes touch it.
// Its rate limit's 429 is given a Retry-After and the site's sentence (too-many.ts).

async function handle(request: Request): Promise<Response> {
  try {
    return await sayWhenToRetry(await getAuth().handler(request))
  } catch (error) {
    console.error(`[auth] ${request.method} ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.message : error}`)
    return Response.json({ message: 'Sign-in is unavailable just now — please try again in a few minutes.' }, { status: 503 })
  }
}

export { handle as GET, handle as POST }
