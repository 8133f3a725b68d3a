import type { SerwistPlugin } from 'serwist'
import { PAGES, PERSONAL, SAVED_AT, TITLE } from './names'
import { savedLabel } from './saved-label'

// The page for an address that was not saved, when the network fails: what is saved instead,
// linked, the latest first. Serwist's own fallback (`fallbacks`) can only answer with one
// precached page; this one is written from the caches at the moment it is needed. Its look comes
// from the site's stylesheets, named by the saved home page (they are in the build files' cache).

export const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => answer(new URL(request.url)),
}

async function answer(url: URL): Promise<Response> {
  const home = await (await caches.open(PAGES)).match(new URL('/', url).href)
  const styles = home ? [...(await home.text()).matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)].map((m) => m[0]).join('') : ''
  const entries: string[] = []
  for (const name of [PAGES, PERSONAL]) {
    const cache = await caches.open(name)
    for (const key of [...(await cache.keys())].reverse()) {
      const saved = await cache.match(key)
      const address = new URL(key.url)
      const title = decodeURIComponent(saved?.headers.get(TITLE) ?? '') || address.pathname
      entries.push(
        `<li><a href="${escapeHtml(address.pathname + address.search)}">${escapeHtml(title)}</a> <small>saved ${escapeHtml(savedLabel(saved?.headers.get(SAVED_AT) ?? null))}</small></li>`,
      )
    }
  }
  const list = entries.length ? `<p>Saved on this device:</p><ul>${entries.join('')}</ul>` : '<p>Nothing is saved on this device yet.</p>'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline</title>${styles}</head><body><main id="main" class="container" style="padding-block:2rem"><h1>You are offline</h1><p>This page was not saved on this device. Pages you open are kept here for when the connection drops.</p>${list}</main></body></html>`
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

// The app's escape is kernel/text/html.ts; the worker is built on its own and imports nothing of the app.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
