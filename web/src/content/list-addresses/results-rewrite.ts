import { NextResponse, type NextRequest } from 'next/server'
import type { LanguageAddress } from '@/kernel/page-table/language-addresses'
import { resultsPath } from './results-address'

/**
 * The proxy's rewrite of a filtered list address to its cached results page in the address's
 * language (the app's /{language}/sites/Results/…), or undefined.
 */
export function resultsRewrite(
  request: NextRequest,
  address: LanguageAddress,
  init?: Parameters<typeof NextResponse.rewrite>[1],
): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const path = resultsPath(address.path, request.nextUrl.searchParams, new Date())
  if (!path) return undefined
  const destination = request.nextUrl.clone()
  destination.pathname = `/${address.language}${path}`
  destination.search = ''
  return NextResponse.rewrite(destination, init)
}
