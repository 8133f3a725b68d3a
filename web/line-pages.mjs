// The pages that show a site's line (the site pages and the sites lists, framed or not) are
// cached and rendered anew at most every few seconds (`export const revalidate = 5` on each). A
// cached page past that age is, by Next's own rule, still served once while it is rendered again
// behind it, so the first visitor after a quiet spell would read a line as old as the last
// visitor's. The cache handlers (cache-handler.mjs, shared-cache-handler.mjs) answer such a page as
// missing instead: it is rendered for that visitor, who then sees every report made up to the
// bound before. Concurrent requests for one page wait for the one render (Next's response cache),
// so a crowd costs one render per page per bound, as before. Plain ESM: the handlers are loaded
// by Next without compiling. The bound is door/lines/announce.ts WAITS_REVALIDATE_SECONDS.

export const LINE_PAGE_SECONDS = 5

// A key is the page's path, or, for a page rendered at run time, the route's cache key ending in
// `$` and the path (next/dist/server/lib/route-cache-key.js); the path starts with its language
// (/en/sites, /es/iframe/sites: every page is kept under its language, src/proxy.ts).
const LINE_PAGE = /(^|\$)(\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)?(\/iframe)?\/sites(\/|$)/

// While the content cannot be read (a broken local dataset, a Content Lake that does not answer),
// a line page cannot be rendered anew, and its last copy, however old, beats an error page: it is
// served then, and rendered again behind it as Next does with any stale page. The content source
// notes each read's outcome here (src/content/sanity/source.ts); a failure counts until a read
// succeeds, or for a minute. On globalThis: the handlers and the app are separate module instances.
const CONTENT_FAILED_AT = Symbol.for('ohc.content-failed-at')
const FAILURE_COUNTS_MS = 60_000

/** Notes whether a content read succeeded. */
export function noteContentRead(ok, now = Date.now()) {
  globalThis[CONTENT_FAILED_AT] = ok ? 0 : now
}

/** Whether the last content read failed, within the last minute. */
export function contentFailing(now = Date.now()) {
  const at = globalThis[CONTENT_FAILED_AT] ?? 0
  return at > 0 && now - at < FAILURE_COUNTS_MS
}

/**
 * Whether a cached entry under `key`, saved at `lastModified` (ms), is a line page past its bound,
 * to be rendered anew rather than served: never while the content cannot be read.
 */
export function pastLineBound(key, lastModified, now = Date.now()) {
  return (
    typeof key === 'string' &&
    LINE_PAGE.test(key) &&
    typeof lastModified === 'number' &&
    now - lastModified > LINE_PAGE_SECONDS * 1000 &&
    !contentFailing(now)
  )
}
