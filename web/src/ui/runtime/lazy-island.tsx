import { lazy, Suspense, type ComponentType } from 'react'
import { isOffline } from '@/kernel/browser/connection'

// An interactive island whose code is fetched only by pages that render it. A server component
// that imports a client component puts its code in the first load of every page of its route,
// rendered or not (each block type, each variant of a site page); behind this, the route carries
// only a loader, and a page that shows the island fetches it while it hydrates. The server still
// renders the island's HTML, which stays as it is until the code has arrived; an island whose styles
// only it imports has its *.lazy.tsx import them too, so that HTML is styled from the first paint.
// Offline (a saved copy of the page whose island was never fetched) the island waits for the
// connection with its server HTML in place, instead of failing the page.

export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loadModule = () => load().then((component) => ({ default: component }))
  const Island = lazy(() => loadModule().catch((error: unknown) => whenOnline(error, loadModule)))
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    )
  }
  return LazyIsland
}

/** Offline, a load that waits for the connection to come back; online, the failure as it was. */
function whenOnline<T>(error: unknown, retry: () => Promise<T>): Promise<T> {
  if (!isOffline()) return Promise.reject(error)
  return new Promise((resolve, reject) => window.addEventListener('online', () => retry().then(resolve, reject), { once: true }))
}
