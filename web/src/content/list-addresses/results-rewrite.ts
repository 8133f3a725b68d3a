import { NextResponse, type NextRequest } from 'next/server'
import { resultsPath } from './results-address'

/** The proxy's rewrite of a filtered list address to its cached results page, or undefined. */
export function resultsRewrite(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const path = resultsPath(request.nextUrl.pathname, request.nextUrl.searchParams, new Date())
  if (!path) return undefined
  const destination = request.nextUrl.clone()
  destination.pathname = path
  destination.search = ''
  return NextResponse.rewrite(destination)
}
