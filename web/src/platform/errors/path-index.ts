import { pathIndexSchema, type PathIndex } from './known-paths'
import { internalOrigin } from './loopback'

// The proxy's copy of /api/known-paths: the addresses the content could serve (the 404 check,
// not-found-rewrite.ts) and the languages that have pages (the language rewrite, proxy.ts). Read
// over the loopback once, then again at most once a minute, in the background.

const FRESH_MS = 60_000
let index: PathIndex | undefined
let readAt = 0 // the last attempt, good or not: a failing read is retried after a minute too
let reading: Promise<PathIndex | undefined> | undefined

async function loadIndex(): Promise<PathIndex | undefined> {
  try {
    const response = await fetch(new URL('/api/known-paths', internalOrigin()), { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`status ${response.status}`)
    return pathIndexSchema.parse(await response.json())
  } catch (error) {
    console.error('Proxy: the index of known paths could not be read; pages answer for themselves:', error)
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
export async function pathIndex(): Promise<PathIndex | undefined> {
  const stale = Date.now() - readAt > FRESH_MS
  if (!index) return stale || reading ? read() : undefined
  if (stale) void read()
  return index
}

/** Before the index was ever read (the content unreadable): only the default language's addresses. */
const UNREAD = { default: 'en', others: [] }

/** The languages that have pages, as the index last said. */
export async function indexLanguages(): Promise<{ default: string; others: readonly string[] }> {
  return (await pathIndex())?.languages ?? index?.languages ?? UNREAD
}
