import { NextResponse, type NextRequest } from 'next/server'
import { notFoundPage } from '@/lib/errors/not-found-rewrite'
import { isResultsPath, resultsPath } from './results-address'

/**
 * The proxy's rewrite of a filtered list address to its cached results page, or undefined. A
 * results page asked for by its own address is not a page of the site: the 404 page.
 */
export async function resultsRewrite(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname, searchParams } = request.nextUrl
  if (isResultsPath(pathname)) return notFoundPage(request)
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const path = resultsPath(pathname, searchParams, new Date())
  if (!path) return undefined
  const destination = request.nextUrl.clone()
  destination.pathname = path
  destination.search = ''
  return NextResponse.rewrite(destination)
}
