import type { SerwistPlugin } from 'serwist'
import { SAVED_AT } from './names'
import { savedLabel } from './saved-label'

// A saved copy never passes for fresh: a network-first strategy reads its cache only when the
// network failed, and this writes "Offline: saved at 14:32" into the top of the copy's body (no
// script needed, so it shows even if the page's code cannot run). The notice sticks to the top
// of the screen: a reload keeps the page's place, which can leave the top of the body above it.
// The page's own code reads the notice's mark (kernel/browser/connection.ts): a saved copy is offline even
// where the browser still says it is online.

const STYLE =
  'position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;background:#1d1d1b;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center'

export const offlineNotice: SerwistPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse
    const html = await cachedResponse.text()
    const notice = `<p role="status" data-offline-copy style="${STYLE}">Offline: saved ${savedLabel(cachedResponse.headers.get(SAVED_AT))}</p>`
    return new Response(
      html.replace(/<body[^>]*>/, (body) => body + notice),
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  },
}
