import { claimReload, isChunkLoadError, SCROLL_KEY } from './chunk-reload'
import { isOffline } from '@/kernel/browser/connection'

// Browser side of the chunk-reload guard: reload the current page (same URL, so the filters in
// its query string survive) and come back to the same scroll position.

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** Reloads when `error` is a failed chunk load and the guard allows it; true if it reloads. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  // Offline a reload brings back the same saved page: what is shown stays.
  if (isOffline()) {
    console.info('Offline: part of this page could not load; it will when the connection is back.')
    return false
  }
  const store = sessionStore()
  const path = window.location.pathname
  if (!store || !claimReload(path, Date.now(), store)) {
    console.error('A page chunk failed to load again; not reloading (at most once per 10 s):', error)
    return false
  }
  try {
    store.setItem(SCROLL_KEY, JSON.stringify({ path, y: window.scrollY }))
  } catch {
    // the reload matters more than the scroll position
  }
  console.warn('A page chunk failed to load (a new version was deployed?): reloading', path)
  window.location.reload()
  return true
}

/** After such a reload, back to where the visitor was. */
export function restoreScrollAfterReload(): void {
  const store = sessionStore()
  const saved = store?.getItem(SCROLL_KEY)
  if (!store || !saved) return
  store.removeItem(SCROLL_KEY)
  try {
    const parsed: unknown = JSON.parse(saved)
    if (typeof parsed !== 'object' || parsed === null) return
    const path: unknown = Reflect.get(parsed, 'path')
    const y: unknown = Reflect.get(parsed, 'y')
    if (path === window.location.pathname && typeof y === 'number') window.scrollTo(0, y)
  } catch {
    // nothing to restore
  }
}
