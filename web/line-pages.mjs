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
// `$` and the path (next/dist/server/lib/route-cache-key.js).
const LINE_PAGE = /(^|\$)(\/iframe)?\/sites(\/|$)/

/** Whether a cached entry under `key`, saved at `lastModified` (ms), is a line page past its bound. */
export function pastLineBound(key, lastModified, now = Date.now()) {
  return typeof key === 'string' && LINE_PAGE.test(key) && typeof lastModified === 'number' && now - lastModified > LINE_PAGE_SECONDS * 1000
}
