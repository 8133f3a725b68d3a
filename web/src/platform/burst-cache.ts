import type http from 'node:http'

// A one-second copy of the public answers this process sends, served before Next sees the
// request. Next's own cache keeps a page rendered, but each request still runs its router, the
// proxy and gzip: a hot page costs five times an empty one. In a crowd the same address is asked
// for many times a second, so the first answer of each second is kept, as sent (compressed), and
// the others get it. It is what a cache in front (nginx's proxy_cache) does, by the same rules,
// for a process that has none: only what any visitor may share, for at most a second.
//
// - Kept: a 200 to a plain GET whose Cache-Control lets a shared cache keep it (`s-maxage` > 0,
//   neither private, no-store nor no-cache) and that sets no cookie. Kept as one copy per value of
//   the request headers its Vary names (Accept-Encoding, Next's RSC headers), like any cache.
// - An answer that varies on Cookie is kept and served only for a request with no cookie: a
//   signed-in visitor's answer is never kept, and never served to anyone.
// - Passed to Next: other methods, conditional and range requests, credentials, the draft-mode
//   cookie, a request that asks for no cached answer (Cache-Control or Pragma no-cache: the
//   site's own fresh reads, fetch's `cache: 'no-store'`, a hard reload), and anything not yet kept
//   or kept more than a second ago.
// - A publish empties it (content/api/revalidate.ts), and so does a host's report.
// The store lives on globalThis: the request edge (instrumentation) and the route handlers are
// bundled apart, and both must reach the one copy.

export interface BurstOptions {
  /** How long a copy is served: 0 turns the cache off. */
  ms: number
  /** The largest answer kept, in bytes. */
  maxEntryBytes?: number
  /** All copies together, in bytes: the oldest go first. */
  maxBytes?: number
}

interface Copy {
  varyNames: string[]
  varyValues: string[]
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
  storedAt: number
}

interface Store {
  byAddress: Map<string, Copy[]>
  bytes: number
}

const STORE = Symbol.for('ohc.burst-cache')
const MAX_ENTRY_BYTES = 4 * 1024 * 1024
const MAX_BYTES = 64 * 1024 * 1024
/** Addresses kept at once (small answers would otherwise let many pile up under the byte bound). */
const MAX_ADDRESSES = 5_000

/** Headers a copy does not repeat: they belong to one connection or one moment. */
const NOT_REPEATED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The header a served copy carries, so an operator (and a test) can tell it from a render. */
export const BURST_HEADER = 'x-served-from'

function store(): Store {
  const holder = globalThis as { [STORE]?: Store }
  holder[STORE] ??= { byAddress: new Map(), bytes: 0 }
  return holder[STORE]
}

/** Drops every copy: called when content changes, so the next request is Next's. */
export function forgetBurstCopies(): void {
  const kept = store()
  kept.byAddress.clear()
  kept.bytes = 0
}

const header = (request: http.IncomingMessage, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/** The address a copy is kept under, or undefined when the request is never answered from one. */
function addressOf(request: http.IncomingMessage): string | undefined {
  if (request.method !== 'GET') return undefined
  const headers = request.headers
  if (headers.authorization || headers.range || headers['if-none-match'] || headers['if-modified-since']) return undefined
  if (header(request, 'cookie').includes('__prerender_bypass')) return undefined
  if (/no-cache|no-store/i.test(header(request, 'cache-control')) || /no-cache/i.test(header(request, 'pragma'))) return undefined
  return [header(request, 'x-forwarded-proto'), header(request, 'x-forwarded-host'), header(request, 'host'), request.url].join(' ')
}

function fresh(copy: Copy, now: number, ms: number): boolean {
  return now - copy.storedAt < ms
}

const matches = (copy: Copy, request: http.IncomingMessage) =>
  copy.varyNames.every((name, i) => header(request, name) === copy.varyValues[i])

/** Answers the request from a copy when one is fresh; true when it did. */
export function serveBurstCopy(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: BurstOptions,
  now = Date.now(),
): boolean {
  if (options.ms <= 0) return false
  const address = addressOf(request)
  if (!address) return false
  const kept = store()
  const copies = kept.byAddress.get(address)
  const copy = copies?.find((c) => fresh(c, now, options.ms) && matches(c, request))
  if (!copy) return false
  response.statusCode = copy.status
  for (const [name, value] of Object.entries(copy.headers)) if (value !== undefined) response.setHeader(name, value)
  // A copy is a cached answer whatever the first one was (Next's MISS, when it rendered it then).
  if (copy.headers['x-nextjs-cache'] !== undefined) response.setHeader('x-nextjs-cache', 'HIT')
  response.setHeader('age', String(Math.floor((now - copy.storedAt) / 1000)))
  response.setHeader(BURST_HEADER, 'burst-cache')
  response.end(copy.body)
  return true
}

/** The answer's Cache-Control lets a shared cache keep it. */
function shareable(cacheControl: string): boolean {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache' || d.startsWith('private='))) return false
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  return sMaxAge !== undefined && Number(sMaxAge.slice('s-maxage='.length)) > 0
}

function varyOf(response: http.ServerResponse): string[] {
  const value = response.getHeader('vary')
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '')
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return undefined
}

/** Watches the answer Next sends to this request, and keeps it when it may be shared. */
export function keepBurstCopy(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: BurstOptions,
  now = () => Date.now(),
): void {
  if (options.ms <= 0) return
  const address = addressOf(request)
  if (!address) return
  const maxEntry = options.maxEntryBytes ?? MAX_ENTRY_BYTES
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  const collect = (chunk: unknown, encoding: unknown) => {
    if (tooLarge || typeof chunk === 'function') return
    const bytes = asBuffer(chunk, encoding)
    if (!bytes) return
    size += bytes.length
    if (size > maxEntry) {
      tooLarge = true
      chunks.length = 0
    } else chunks.push(Buffer.from(bytes))
  }
  const write = response.write
  const end = response.end
  response.write = function (this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return Reflect.apply(write, this, args) as boolean
  } as typeof write
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return Reflect.apply(end, this, args) as http.ServerResponse
  } as typeof end
  response.once('finish', () => {
    if (tooLarge || response.statusCode !== 200 || response.getHeader('set-cookie') !== undefined) return
    if (!shareable(String(response.getHeader('cache-control') ?? ''))) return
    const varyNames = varyOf(response)
    if (varyNames.includes('*') || (varyNames.includes('cookie') && header(request, 'cookie'))) return
    const body = Buffer.concat(chunks)
    const length = response.getHeader('content-length')
    if (length !== undefined && Number(length) !== body.length) return
    const headers = Object.fromEntries(Object.entries(response.getHeaders()).filter(([name]) => !NOT_REPEATED.has(name)))
    remember(
      address,
      { varyNames, varyValues: varyNames.map((name) => header(request, name)), status: 200, headers, body, storedAt: now() },
      options,
    )
  })
}

function remember(address: string, copy: Copy, options: BurstOptions): void {
  const kept = store()
  const maxBytes = options.maxBytes ?? MAX_BYTES
  const variant = (c: Copy) => JSON.stringify([c.varyNames, c.varyValues])
  const others = (kept.byAddress.get(address) ?? []).filter((c) => {
    const replaced = variant(c) === variant(copy) || !fresh(c, copy.storedAt, options.ms)
    if (replaced) kept.bytes -= c.body.length
    return !replaced
  })
  // Re-inserted, so the map's order is the order of the latest copies: the oldest go first.
  kept.byAddress.delete(address)
  kept.byAddress.set(address, [...others, copy])
  kept.bytes += copy.body.length
  for (const [oldest, copies] of kept.byAddress) {
    if (kept.bytes <= maxBytes && kept.byAddress.size <= MAX_ADDRESSES) break
    kept.byAddress.delete(oldest)
    for (const c of copies) kept.bytes -= c.body.length
  }
}
