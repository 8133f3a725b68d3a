import { getAuth } from '@/visitors/auth/server'

// better-auth's endpoints under /api/auth. A database outage answers a clear 503
// instead of a bare 500, and public pages are unaffected because only these routes touch it.

async function handle(request: Request): Promise<Response> {
  try {
    return await getAuth().handler(request)
  } catch (error) {
    console.error(`[auth] ${request.method} ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.message : error}`)
    return Response.json({ message: 'Sign-in is unavailable just now — please try again in a few minutes.' }, { status: 503 })
  }
}

export { handle as GET, handle as POST }
