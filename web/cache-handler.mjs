// The server's page and data cache: Next's own file-system cache (build output read from disk,
// everything made at run time kept in memory only, see next.config.ts), except that an answer
// with status 404 is never stored. Unknown addresses are unbounded in number; a visitor looping
// over them must cost rendering time, not memory or disk. Loaded by Next at run time; plain ESM
// because Next imports it without compiling it.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

export default class SiteCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && 'status' in data && data.status === 404) return
    return super.set(key, data, ctx)
  }
}
