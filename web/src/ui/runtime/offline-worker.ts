import { tileSource } from '@/kernel/geo/map-tiles'
import { PERSONAL } from '@/worker/names'

// Registers the service worker that keeps the site for offline use (src/worker/sw.ts: the pages the
// visitor opens, the shell, a member's itineraries, the map tiles seen). Called from the page's
// housekeeping once it is idle, so it never competes with the page's own loading. Not inside a
// frame: an embedder's page is theirs, and a frame's storage is partitioned by it anyway.

/** The worker's address: it learns the map's tile server from it (the only build setting it needs). */
export const WORKER_URL = `/serwist/sw.js?tiles=${encodeURIComponent(tileSource())}`

export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator) || window.top !== window.self) return
  navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    // Private windows and some browsers refuse workers; the site works without one.
    console.warn('The offline copy is not available in this browser:', error)
  })
}

/**
 * Removes the member's saved pages now. The worker does it too when it sees the sign-out go by;
 * this covers a page it did not control (opened with a hard reload).
 */
export async function forgetPersonalCopies(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL).catch(() => false)
}
