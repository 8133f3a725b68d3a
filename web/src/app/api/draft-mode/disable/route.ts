import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

// Leaves preview: the draft-mode cookie goes, and the visitor lands on the page they were on.
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('to') ?? '/'
  const path = back.startsWith('/') && !back.startsWith('//') ? back : '/'
  return NextResponse.redirect(new URL(path, request.url))
}
