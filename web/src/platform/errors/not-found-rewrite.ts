import { NextResponse, type NextRequest } from 'next/server'
import { isKnownPath, pathIndexSchema, type PathIndex } from './known-paths'
import { fetchInternally, internalOrigin, isInternalCheck, passOn } from './loopback'

// A page that calls notFound() answers 404, but Next (16.4) then sends an empty <body>: the
// not-found page exists only in the RSC payload and is drawn by JavaScript (vercel/next.js#62228).
// An address that matches no route is served in full through /_not-found. So for a browser's page
// request at an address the content index does not know, the proxy asks the page itself
// (loopback.ts) and, if it says 404, sends Next's /_not-found page instead: the status stays 404 and the HTML
// carries the "Page Not Found" page, for visitors without JavaScript too. The page decides, so a
// stale index can cost a second rendering, never a wrong 404. Frames and fixed routes are left
// as they are (known-paths.ts).

const FRESH_MS = 60_000
const EMPTY: PathIndex = pathIndexSchema.parse({})
let index: PathIndex | undefined
let readAt = 0 // the last attempt, good or not: a failing read is retried after a minute too
let reading: Promise<PathIndex | undefined> | undefined

async function loadIndex(): Promise<PathIndex | undefined> {
  try {
    const response = await fetch(new URL('/api/known-paths', internalOrigin()), { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    return pathIndexSchema.parse(await response.json())
  } catch (error) {
    console.error('404 check: the index of known paths could not be read; pages answer for themselves:', error)
    return undefined
  }
}

function read(): Promise<PathIndex | undefined> {
  readAt = Date.now()
  reading ??= loadIndex().then((fresh) => {
    index = fresh ?? index
    reading = undefined
    return index
  })
  return reading
}

/** The index; a request waits only for the first read, never for a refresh (once a minute). */
async function pathIndex(): Promise<PathIndex | undefined> {
  const stale = Date.now() - readAt > FRESH_MS
  if (!index) return stale || reading ? read() : undefined
  if (stale) void read()
  return index
}

/** A browser's request for a page's HTML (not a client-side navigation's RSC payload). */
export function isDocumentRequest(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // Client-side navigations fetch the RSC payload, which draws the page itself.
  return !request.headers.has('rsc') && !request.nextUrl.searchParams.has('_rsc')
}

/** A rewrite to the full not-found page, the inner answer, or undefined (carry on as usual). */
export async function notFoundResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (!isDocumentRequest(request) || isInternalCheck(request)) return undefined
  // Fixed routes (the home page, lists, account pages…) are not the index's to judge: skip it.
  if (isKnownPath(request.nextUrl.pathname, EMPTY) === undefined) return undefined
  const index = await pathIndex()
  if (!index || isKnownPath(request.nextUrl.pathname, index) !== false) return undefined
  const inner = await fetchInternally(request, '404 check')
  if (!inner) return undefined
  if (inner.status !== 404) return passOn(inner, request)
  await inner.body?.cancel()
  return notFoundPage(request)
}

// Next's own not-found route, fetched the same way and sent on with its 404. (Not a rewrite: Next
// compares a rewrite's origin with the address the server listens on, and the proxy sees
// 127.0.0.1 as "localhost", so on a loopback-bound server it would proxy the rewrite over HTTP.)
export async function notFoundPage(request: NextRequest): Promise<NextResponse | undefined> {
  const page = await fetchInternally(request, '404 page', '/_not-found')
  if (!page) return undefined
  if (page.status !== 404) {
    await page.body?.cancel()
    console.error(`404 page: /_not-found answered ${page.status}; rendering the page as usual`)
    return undefined
  }
  return passOn(page, request)
}
