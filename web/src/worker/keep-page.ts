import type { SerwistPlugin } from 'serwist'
import { SAVED_AT, TITLE } from './names'

// What a page strategy keeps, and how (Serwist's CacheableResponsePlugin can only filter by status
// and headers, and cannot rewrite what it keeps): a page answered 200 with HTML, not a redirect,
// saved as a fresh response carrying the time it was saved and its title. A public page the server
// marks no-store is one rendered for this visitor alone (an editor previewing drafts): not kept.
// Personal pages are kept whatever their cache-control: they go when the session does.

export function keepPage({ personal }: { personal: boolean }): SerwistPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (!isPage(response)) return null
      if (!personal && /no-store/.test(response.headers.get('cache-control') ?? '')) return null
      const html = await response.text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      const headers = new Headers({
        'content-type': 'text/html; charset=utf-8',
        [SAVED_AT]: new Date().toISOString(),
        [TITLE]: encodeURIComponent(title),
      })
      return new Response(html, { headers })
    },
  }
}

function isPage(response: Response): boolean {
  return response.status === 200 && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html')
}
