// The server's page and data cache, chosen when the server starts (next.config.ts names this file
// at build time; the choice is made here, at run time):
//
// - REDIS_URL set: one cache shared by every process of the site, with its tag expiry
//   (shared-cache-handler.mjs).
// - Otherwise the embedded one: Next's own file-system cache (build output read from disk,
//   everything made at run time kept in a bounded memory LRU only, see next.config.ts).
//
// Both answer a page that shows a line, once past its few seconds, as missing, so it is rendered
// for the visitor who asks rather than after them (line-pages.mjs). Neither stores an answer with
// status 404. Unknown addresses are unbounded in number; a visitor
// looping over them must cost rendering time, not memory. `next build` always uses the embedded
// one: prerendering writes the build's pages to disk, where every server reads them. Plain ESM
// because Next imports it without compiling it.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { pastLineBound } from './line-pages.mjs'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

class SiteCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    return entry && pastLineBound(key, entry.lastModified) ? null : entry
  }

  async set(key, data, ctx) {
    if (data && 'status' in data && data.status === 404) return
    return super.set(key, data, ctx)
  }
}

const shared = Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD

export default shared ? (await import('./shared-cache-handler.mjs')).default : SiteCache
