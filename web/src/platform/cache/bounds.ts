// The bounds of every cache the server keeps, in one place: no cache may grow without
// bound. next.config.ts applies the first two; the others are enforced where the cache lives.

/** Pages, API answers and content fetched at run time: Next's in-memory LRU, in bytes. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/**
 * What the running server may add to disk: nothing. The build's prerendered pages are read from
 * disk; everything rendered later lives in the memory cache above (so a restart serves the build's
 * copies until they revalidate). Answers with status 404 are not cached at all (cache-handler.mjs).
 */
export const DISK_CACHE_MAX_BYTES = 0
export const DISK_CACHE_MAX_ENTRIES = 0
