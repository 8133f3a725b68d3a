// The site offline (registered by ui/runtime/offline-worker.ts once a page is idle;
// bundled and served at /serwist/sw.js by app/serwist/[path]/route.ts).
//
// Serwist routes the requests and runs the strategies, the bounds (ExpirationPlugin), navigation
// preload and the worker's lifecycle. What is this site's own is in the plugins beside this file,
// one job each: what a page keeps (keep-page.ts), the offline notice (offline-notice.ts), the
// offline page (offline-page.ts), the session's end (session.ts), a member's tickets and
// itineraries saved with My OHC (my-ohc-along.ts), the pages open when it installs
// (open-pages.ts), the shell (shell.ts).
//
// Pages come from the network first, always: a saved copy is used only when the network fails,
// and then it says so. There is no "stale while revalidate" for pages: on the weekend a visitor
// must never take a cached "open" for the truth when a cancellation has been published. Only the
// build's own files, which never change under their names, and map tiles come from the cache first.
/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type RouteMatchCallback, type SerwistPlugin } from 'serwist'
import { adoptEarlierEntries } from './adopt'
import { keepLinkedPages, myOhcAlong } from './my-ohc-along'
import { keepPage } from './keep-page'
import { ASSETS, LIMITS, PAGES, PERSONAL, TILES } from './names'
import { offlineNotice } from './offline-notice'
import { offlinePage } from './offline-page'
import { keepOpenPages, openPages } from './open-pages'
import { forgetAfterAnswer, forgetOnRedirect } from './session'
import { saveShell } from './shell'
import { tileOrigin } from './tile-origin'
import { NEVER, PERSONAL_PAGES } from './paths'

declare const self: ServiceWorkerGlobalScope

/** Calls after which the personal copies belong to nobody: sign-in, sign-out, ending every session, deleting the account. */
const SESSION_CHANGE = /^\/api\/auth\/(sign-out|revoke-sessions|delete-user|magic-link\/verify)$/
const TILE_HOST = tileOrigin(new URLSearchParams(self.location.search).get('tiles'))

/** A cache bounded to its number of entries, the least recently saved or shown dropped first. */
const bound = (name: keyof typeof LIMITS): SerwistPlugin => new ExpirationPlugin({ maxEntries: LIMITS[name] })
/** Opaque (a tile without CORS) or OK: both are the real file. */
const realFile = (statuses: number[]): SerwistPlugin => ({
  cacheWillUpdate: async ({ response }) => (statuses.includes(response.status) ? response : null),
})

const pages = new NetworkFirst({ cacheName: PAGES, plugins: [keepPage({ personal: false }), bound(PAGES), offlineNotice, offlinePage] })
const personal = new NetworkFirst({
  cacheName: PERSONAL,
  plugins: [forgetOnRedirect, keepPage({ personal: true }), bound(PERSONAL), offlineNotice, offlinePage],
})
personal.plugins.push(myOhcAlong(personal))
const assets = new CacheFirst({ cacheName: ASSETS, plugins: [realFile([200]), bound(ASSETS)] })
const tiles = new CacheFirst({ cacheName: TILES, plugins: [realFile([0, 200]), bound(TILES)] })

/** The strategy a page's address is kept by, as the navigations below route it; undefined: never kept. */
const strategyFor = (url: URL) => (NEVER.test(url.pathname) ? undefined : PERSONAL_PAGES.test(url.pathname) ? personal : pages)

const sessionChange: RouteMatchCallback = ({ url, sameOrigin }) => sameOrigin && SESSION_CHANGE.test(url.pathname)
const navigation =
  (paths: RegExp): RouteMatchCallback =>
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && paths.test(url.pathname)

const serwist = new Serwist({
  // A new build's worker takes over at once: its pages and files are the ones being served.
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker wakes up, instead of after.
  navigationPreload: true,
  disableDevLogs: true,
  // The first match answers; anything else (other methods, other origins) is left to the browser.
  runtimeCaching: [
    { matcher: sessionChange, handler: new NetworkOnly({ plugins: [forgetAfterAnswer] }), method: 'GET' },
    { matcher: sessionChange, handler: new NetworkOnly({ plugins: [forgetAfterAnswer] }), method: 'POST' },
    { matcher: navigation(NEVER), handler: new NetworkOnly({ plugins: [offlinePage] }) },
    { matcher: navigation(PERSONAL_PAGES), handler: personal },
    { matcher: navigation(/^/), handler: pages },
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'), handler: assets },
    { matcher: ({ url, sameOrigin }) => !sameOrigin && TILE_HOST?.test(url.origin) === true, handler: tiles },
  ],
})

self.addEventListener('install', (event) => {
  // The earlier entries first: the shell's saving is the first thing that writes Serwist's records.
  event.waitUntil(
    (async () => {
      await adoptEarlierEntries().catch(() => undefined)
      // The page that installed the worker first: it may be the ticket the visitor came for.
      const open = await openPages(self, strategyFor)
      await keepOpenPages(open, event)
      for (const { href, strategy } of open) {
        const html = strategy === personal ? await (await caches.match(href))?.text() : undefined
        if (html) await keepLinkedPages(personal, html, new URL(href), event)
      }
      await saveShell(
        event,
        pages,
        assets,
        open.map(({ href }) => href),
      )
    })().catch(() => undefined),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of earlier versions of this worker, if any were renamed.
      for (const name of await caches.keys()) if (name.startsWith('ohc-') && !(name in LIMITS)) await caches.delete(name)
    })(),
  )
})

serwist.addEventListeners()
