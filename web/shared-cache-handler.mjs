// The page and data cache shared by every server process of a site (REDIS_URL, Redis or Valkey):
// a page rendered, or a publish expired, on one process is what every other process serves next. A maintained handler (@fortedigital/nextjs-cache-handler, its redis-strings
// store) does the work; this file only sets it up. Loaded by cache-handler.mjs at run time.
//
// - Keys start with the build's id, so a new deployment never reads pages that point at an old
//   build's scripts; a tag expired by a process of one build is expired in the keys of every build
//   still running, as during a rolling deployment (shared-cache-builds.mjs). The build's prerendered pages are not copied in: Next 16.4 keys each entry by
//   the route that owns it (next/dist/server/lib/route-cache-key.js), which the handler's
//   registerInitialCache does not, so such copies would never be read. A page missing from Redis
//   is rendered on its first request and shared from then on.
// - Every entry expires (TTL): an hour at least, or twice its revalidation time, a day for one
//   without. Operators still set maxmemory with allkeys-lru (docs/operations.md).
// - Redis away (never started, stopped, a network cut) costs rendering time, never an error
//   page: a command fails at once instead of waiting in a queue (disableOfflineQueue), the handler
//   then reads nothing and stores nothing, and the client reconnects in the background.
// - An answer with status 404 is never stored, as in the embedded cache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { createClient } from 'redis'
import { acrossBuilds } from './shared-cache-builds.mjs'
import { pastLineBound } from './line-pages.mjs'

const DAY_SECONDS = 24 * 60 * 60
const HOUR_SECONDS = 60 * 60
/** A command that has not answered by then counts as a miss: the page is rendered instead. */
const COMMAND_TIMEOUT_MS = 1_000

/** One client per process: Next makes a handler object per request. */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  })
  let down = false
  // An 'error' without a listener would end the process; one line per outage is enough.
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(`[cache] Redis unavailable, rendering without the shared cache until it is back: ${error.message}`)
  })
  client.on('ready', () => {
    if (down) console.info('[cache] Redis is back: the shared cache is in use again')
    down = false
  })
  client.connect().catch(() => {
    // Logged by the 'error' listener; the client keeps trying (reconnectStrategy).
  })
  return client
}

export default class SharedCache extends CacheHandler {
  // A page that shows a line, once past its few seconds, is rendered for its visitor (line-pages.mjs).
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    return entry && pastLineBound(key, entry.lastModified) ? null : entry
  }

  async set(key, data, ctx) {
    if (data && 'status' in data && data.status === 404) return
    return super.set(key, data, ctx)
  }
}

CacheHandler.onCreation(({ buildId }) => {
  const client = connect(process.env.REDIS_URL.trim())
  return {
    handlers: [acrossBuilds({ client, buildId: buildId ?? 'dev', timeoutMs: COMMAND_TIMEOUT_MS })],
    ttl: {
      defaultStaleAge: DAY_SECONDS,
      estimateExpireAge: (staleAge) => Math.max(staleAge * 2, HOUR_SECONDS),
    },
  }
})
