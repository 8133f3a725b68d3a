// The site offline (registered by components/runtime/offline-worker.ts once a page is idle).
//
// What it keeps, each in its own cache with a bound:
// - pages: every public page the visitor opens (not one the server marks no-store), and the
//   shell (/, /sites) saved at install;
//   at most PAGE_LIMIT, the oldest saved dropped first;
// - personal: My OHC, the member's itineraries and shared itineraries opened: cleared when
//   anyone signs in or out on this browser, deletes the account, or My OHC sends them to the
//   sign-in page (the session ended);
// - assets: the build's scripts, styles and fonts (/_next/static, named by their content, so a
//   saved copy is always the right one), at most ASSET_LIMIT;
// - tiles: the map tiles the visitor has seen, at most TILE_LIMIT (about 3 MB).
//
// Pages come from the network first, always: a saved copy is used only when the network fails,
// and then it says so at the top ("Offline: saved at 14:32"). Nothing is ever shown as fresh
// from a cache but the build's own files, which never change under their names.
// @ts-check
/// <reference lib="webworker" />

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self))

const PAGES = 'ohc-pages'
const PERSONAL = 'ohc-personal'
const ASSETS = 'ohc-assets'
const TILES = 'ohc-tiles'
const KNOWN = [PAGES, PERSONAL, ASSETS, TILES]

const PAGE_LIMIT = 60
const PERSONAL_LIMIT = 20
const ASSET_LIMIT = 300
const TILE_LIMIT = 150
/** The itineraries a My OHC page links to that are saved with it. */
const ITINERARY_LIMIT = 10

const SHELL = ['/', '/sites']
const SAVED_AT = 'x-ohc-saved-at'
const TITLE = 'x-ohc-title'

/** Pages that are never kept: the API, the Studio, sign-in links, error tests. */
const NEVER = /^\/(api|ohc-admin|login|builds|ohc-test-error)(\/|$)/
/** A member's own pages, and an itinerary someone shared (it is theirs, not the site's). */
const MEMBERS = /^\/(iframe\/)?(my-ohc|itineraries\/shared)(\/|$)/
/** Calls after which the personal copies belong to nobody: sign-in, sign-out, ending every session, deleting the account. */
const SESSION_CHANGE = /^\/api\/auth\/(sign-out|revoke-sessions|delete-user|magic-link\/verify)$/
/** The map tile server's origin, given at registration (`?tiles=`, a `*` for any one subdomain). */
const TILE_HOST = tileOrigin(new URLSearchParams(worker.location.search).get('tiles'))

worker.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(SHELL.map((path) => saveFromNetwork(new Request(path), PAGES, true).catch(() => undefined))))
  void worker.skipWaiting()
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of earlier versions of this worker, if any were renamed.
      for (const name of await caches.keys()) if (name.startsWith('ohc-') && !KNOWN.includes(name)) await caches.delete(name)
      // The page request starts while the worker wakes up, instead of after.
      await worker.registration.navigationPreload?.enable()
      await worker.clients.claim()
    })(),
  )
})

worker.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin === worker.location.origin) {
    if (SESSION_CHANGE.test(url.pathname)) event.respondWith(forgetPersonalAfter(event))
    else if (request.method !== 'GET') return
    else if (request.mode === 'navigate') event.respondWith(NEVER.test(url.pathname) ? unsaved(event) : page(event))
    else if (url.pathname.startsWith('/_next/static/')) event.respondWith(cacheFirst(request, ASSETS, ASSET_LIMIT))
  } else if (request.method === 'GET' && TILE_HOST?.test(url.origin)) {
    event.respondWith(cacheFirst(request, TILES, TILE_LIMIT))
  }
})

/**
 * The answer from the network: the navigation's preload when there is one (started while this
 * worker woke up), else a fetch.
 * @param {FetchEvent} event
 * @returns {Promise<Response>}
 */
async function network(event) {
  return (await event.preloadResponse) ?? fetch(event.request)
}

/** @param {FetchEvent} event */
async function forgetPersonalAfter(event) {
  const response = await network(event)
  await caches.delete(PERSONAL)
  return response
}

/**
 * A page that is never kept: from the network, or the offline page.
 * @param {FetchEvent} event
 */
async function unsaved(event) {
  try {
    return await network(event)
  } catch {
    return offlinePage(new URL(event.request.url))
  }
}

/** @param {FetchEvent} event */
async function page(event) {
  const request = event.request
  const url = new URL(request.url)
  const personal = MEMBERS.test(url.pathname)
  const store = personal ? PERSONAL : PAGES
  let response
  try {
    response = await network(event)
  } catch {
    return (await savedCopy(request, store)) ?? offlinePage(url)
  }
  if (personal && (response.type === 'opaqueredirect' || response.redirected)) {
    // My OHC sends a visitor without a session to sign in: what was saved for the last one goes.
    event.waitUntil(caches.delete(PERSONAL))
  } else if (isPage(response) && (personal || !/no-store/.test(response.headers.get('cache-control') ?? ''))) {
    // A public page the server says not to store is one rendered for this visitor alone (an
    // editor previewing drafts): not kept.
    event.waitUntil(save(request, response.clone(), store, personal).catch(() => undefined))
  }
  return response
}

/** @param {Response} response */
function isPage(response) {
  return response.status === 200 && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html')
}

/**
 * Keeps a page with the time it was saved and its title; a shell page brings its scripts and
 * styles along (a visited page's come through this worker as the browser loads them).
 * @param {Request} request
 * @param {Response} response
 * @param {string} store
 * @param {boolean} [withItineraries] saves the itineraries the page links to
 */
async function save(request, response, store, withItineraries = false) {
  const html = await response.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    [SAVED_AT]: new Date().toISOString(),
    [TITLE]: encodeURIComponent(title),
  })
  const cache = await caches.open(store)
  await cache.put(request.url, new Response(html, { headers }))
  await trim(cache, store === PERSONAL ? PERSONAL_LIMIT : PAGE_LIMIT)
  if (withItineraries) await saveItineraries(html, new URL(request.url))
  return html
}

/**
 * @param {Request} request
 * @param {string} store
 * @param {boolean} withAssets
 */
async function saveFromNetwork(request, store, withAssets) {
  const response = await fetch(request)
  if (!isPage(response)) return
  const html = await save(request, response, store)
  if (!withAssets) return
  const cache = await caches.open(ASSETS)
  const assets = await saveAssets(cache, html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])
  // The page's scripts name the chunks of the islands it loads later (as "static/chunks/…"):
  // those too, or the saved page would be missing them offline.
  const scripts = await Promise.all(
    assets.filter((path) => path.endsWith('.js')).map(async (path) => (await cache.match(path))?.text() ?? ''),
  )
  await saveAssets(
    cache,
    scripts
      .join('\n')
      .match(/static\/chunks\/[\w.-]+\.(?:js|css)/g)
      ?.map((path) => `/_next/${path}`) ?? [],
  )
  await trim(cache, ASSET_LIMIT)
}

/**
 * Puts the files not yet in the cache there; returns every address asked for, once each.
 * @param {Cache} cache
 * @param {string[]} paths
 */
async function saveAssets(cache, paths) {
  const unique = [...new Set(paths)]
  await Promise.all(unique.map(async (path) => (await cache.match(path)) ?? cache.add(path).catch(() => undefined)))
  return unique
}

/**
 * The itineraries listed on a My OHC page, so that they are there on the weekend without having
 * been opened one by one.
 * @param {string} html
 * @param {URL} from
 */
async function saveItineraries(html, from) {
  const links = [...html.matchAll(/href="(\/(?:iframe\/)?my-ohc\/itineraries(?:\?id=[^"]*)?)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  )
  const wanted = [...new Set(links)].slice(0, ITINERARY_LIMIT).filter((path) => new URL(path, from).href !== from.href)
  await Promise.all(wanted.map((path) => saveFromNetwork(new Request(path), PERSONAL, false).catch(() => undefined)))
}

/**
 * The saved copy with its notice, or undefined. The notice sticks to the top of the screen: a
 * reload keeps the page's place, which can leave the top of the body above the screen.
 * @param {Request} request
 * @param {string} store
 */
async function savedCopy(request, store) {
  const saved = await (await caches.open(store)).match(request.url)
  if (!saved) return undefined
  const html = await saved.text()
  const notice = `<p role="status" style="position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;background:#1d1d1b;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">Offline: saved ${savedLabel(saved.headers.get(SAVED_AT))}</p>`
  return new Response(
    html.replace(/<body[^>]*>/, (body) => body + notice),
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  )
}

/**
 * "at 14:32", or "on Sat, Oct 12 at 14:32" when saved on another day, in the visitor's clock.
 * @param {string | null} iso
 */
function savedLabel(iso) {
  const when = new Date(iso ?? '')
  if (Number.isNaN(when.getTime())) return 'earlier'
  const time = when.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
  if (when.toDateString() === new Date().toDateString()) return `at ${time}`
  return `on ${when.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })} at ${time}`
}

/**
 * The page for an address that was not saved: what is saved instead, linked. Its look comes
 * from the site's stylesheets saved with the home page.
 * @param {URL} url
 */
async function offlinePage(url) {
  const pages = await caches.open(PAGES)
  const home = await pages.match(new URL('/', url).href)
  const styles = home ? [...(await home.text()).matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((m) => m[0]).join('') : ''
  const entries = []
  for (const name of [PAGES, PERSONAL]) {
    const cache = await caches.open(name)
    // The latest saved first.
    for (const key of [...(await cache.keys())].reverse()) {
      const saved = await cache.match(key)
      const title = decodeURIComponent(saved?.headers.get(TITLE) ?? '') || new URL(key.url).pathname
      entries.push(
        `<li><a href="${escapeHtml(new URL(key.url).pathname + new URL(key.url).search)}">${escapeHtml(title)}</a> <small>saved ${escapeHtml(savedLabel(saved?.headers.get(SAVED_AT) ?? null))}</small></li>`,
      )
    }
  }
  const list = entries.length ? `<p>Saved on this device:</p><ul>${entries.join('')}</ul>` : '<p>Nothing is saved on this device yet.</p>'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline</title>${styles}</head><body><main id="main" class="container" style="padding-block:2rem"><h1>You are offline</h1><p>This page was not saved on this device. Pages you open are kept here for when the connection drops.</p>${list}</main></body></html>`
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

/**
 * @param {string | null} source "https://*.tile.example.org"
 * @returns {RegExp | undefined}
 */
function tileOrigin(source) {
  if (!source) return undefined
  const pattern = source.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', '[a-z0-9-]+')
  return new RegExp(`^${pattern}$`)
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * @param {Request} request
 * @param {string} store
 * @param {number} limit
 */
async function cacheFirst(request, store, limit) {
  const cache = await caches.open(store)
  const saved = await cache.match(request)
  if (saved) return saved
  const response = await fetch(request)
  // Opaque (a tile without CORS) or OK: both are the real file.
  if (response.ok || response.type === 'opaque') {
    await cache.put(request, response.clone())
    await trim(cache, limit)
  }
  return response
}

/**
 * Drops the oldest entries (the cache lists them in the order they were put) above the limit.
 * @param {Cache} cache
 * @param {number} limit
 */
async function trim(cache, limit) {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)))
}
