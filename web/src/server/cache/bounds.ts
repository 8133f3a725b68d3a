// How far the server's on-disk caches (.next/server, .next/cache) may grow, however many
// different addresses are asked for: known pages fill them once, unknown addresses must never be
// kept. Provisional figures, to be set from measurements of the real caches.

/** Bytes the on-disk caches may grow by under any stream of requests. */
export const DISK_CACHE_MAX_BYTES = 10 * 1024 * 1024

/** Files the on-disk caches may gain under any stream of requests. */
export const DISK_CACHE_MAX_ENTRIES = 200
