import type { Strategy } from 'serwist'
import { keepAlong } from './along'

// The pages open in the browser when the worker installs. They were loaded before it existed, so
// none of them went through it and nothing of them was kept: a visitor whose first page of the
// site is the ticket (the link in the confirmation email) or the host tool would find it missing
// offline at the door. So the worker keeps them as it installs, each through the strategy its
// address has (a personal page with the personal copies), and hands back their addresses so the
// shell keeps the build files their HTML names, as it does for its own pages.

export interface OpenPage {
  href: string
  strategy: Strategy
}

/** The same-origin pages open in windows; `strategyFor` leaves out (undefined) any never kept. */
export async function openPages(self: ServiceWorkerGlobalScope, strategyFor: (url: URL) => Strategy | undefined): Promise<OpenPage[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const seen = new Set<string>()
  const open: OpenPage[] = []
  for (const client of windows) {
    const url = new URL(client.url)
    url.hash = ''
    const strategy = url.origin === self.location.origin ? strategyFor(url) : undefined
    if (!strategy || seen.has(url.href)) continue
    seen.add(url.href)
    open.push({ href: url.href, strategy })
  }
  return open
}

/** Keeps each open page through its strategy. */
export async function keepOpenPages(open: OpenPage[], event: ExtendableEvent): Promise<void> {
  await Promise.all(open.map(({ href, strategy }) => keepAlong(strategy, href, event)))
}
