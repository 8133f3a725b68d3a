import type { Strategy } from 'serwist'
import { keepAlong } from './along'
import { ASSETS, PAGES } from './names'

// The shell, saved when the worker installs: the home page and the sites list, through the pages
// strategy (so they carry their saved time like any page), and the build files their HTML names
// and the HTML of the pages open at install (./open-pages.ts) names,
// through the build files' strategy. Also the chunks those scripts name for the islands they load
// later (a page's script names them as "static/chunks/…"): without them /sites opened offline for
// the first time would miss its Near me and open-state islands.
//
// Not Serwist's precache: it would keep these pages in a cache of its own and answer them from
// there first, while a page must always come from the network first; and which build files a page
// needs is known from its HTML, not from a list of the build's files (which holds the Studio too).

const SHELL = ['/', '/sites']

/** `openPages`: pages already kept (./open-pages.ts) whose build files are wanted too. */
export async function saveShell(event: ExtendableEvent, pages: Strategy, assets: Strategy, openPages: string[] = []): Promise<void> {
  await Promise.all(SHELL.map((path) => keepAlong(pages, path, event)))
  const saved = await caches.open(PAGES)
  const html = await Promise.all([
    ...SHELL.map(async (path) => (await saved.match(new URL(path, location.href).href))?.text() ?? ''),
    // Whichever cache holds them (a personal page is not among the public ones).
    ...openPages.map(async (href) => (await caches.match(href))?.text() ?? ''),
  ])
  const files = await keepAll(assets, html.join('\n').match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [], event)
  const kept = await caches.open(ASSETS)
  const scripts = await Promise.all(
    files.filter((path) => path.endsWith('.js')).map(async (path) => (await kept.match(path))?.text() ?? ''),
  )
  const chunks = scripts
    .join('\n')
    .match(/static\/chunks\/[\w.-]+\.(?:js|css)/g)
    ?.map((path) => `/_next/${path}`)
  await keepAll(assets, chunks ?? [], event)
}

/** Keeps each address once; returns them. */
async function keepAll(assets: Strategy, paths: string[], event: ExtendableEvent): Promise<string[]> {
  const unique = [...new Set(paths)]
  await Promise.all(unique.map((path) => keepAlong(assets, path, event)))
  return unique
}
