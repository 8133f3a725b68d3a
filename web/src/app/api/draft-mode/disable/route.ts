import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { safeCallbackPath } from '@/visitors/auth/callback'

// Leaves preview: the draft-mode cookie goes, and the visitor lands on the page they were on —
// a path on this site only (`/\evil.example` or a tab after the slash would lead elsewhere).
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const back = safeCallbackPath(request.nextUrl.searchParams.get('to'))
  return NextResponse.redirect(new URL(back, request.url))
}
