import { checkBuild } from './build-check'
import { BUILD_ID } from './build-info'
import { provideChunkReloader } from './chunk-reloader'
import { registerOfflineWorker } from './offline-worker'
import { reloadForChunkError, restoreScrollAfterReload } from './reload'
import { isOffline } from '@/kernel/browser/connection'

// The page's housekeeping once it is idle (loaded by RuntimeWatch, never part of the first load):
// - the build check: asks /builds/latest.json about 1 s in, every 5 minutes, and when
//   the tab comes back into view (at most once a minute); a different build calls onNewBuild;
// - the chunk-reload guard: a rejected dynamic import, or a /_next/static script or stylesheet
//   that failed (error events do not bubble: captured), reloads the page. Failures inside
//   rendering reach the error boundaries, which call reloadForChunkError too;
// - the offline worker (offline-worker.ts), registered after the page has loaded.

const FIRST_CHECK_MS = 1000
const POLL_MS = 5 * 60_000
const FOCUS_MIN_MS = 60_000

/** Starts both; returns what stops them. */
export function watch({ onNewBuild }: { onNewBuild: () => void }): () => void {
  restoreScrollAfterReload()
  provideChunkReloader(reloadForChunkError)
  const stopGuard = guardChunks()
  const stopCheck = BUILD_ID === 'development' ? () => {} : checkBuilds(onNewBuild)
  // A development server's pages change on every save: a saved copy would only confuse.
  if (BUILD_ID !== 'development') registerOfflineWorker()
  return () => {
    stopGuard()
    stopCheck()
  }
}

function checkBuilds(onNewBuild: () => void): () => void {
  let last = 0
  let found = false
  const check = () => {
    // Offline there is nothing to ask; coming back online is a visibility change or the next poll.
    if (found || isOffline()) return
    last = Date.now()
    void checkBuild(BUILD_ID).then((result) => {
      if (result !== 'new' || found) return
      found = true
      onNewBuild()
    })
  }
  const first = window.setTimeout(check, FIRST_CHECK_MS)
  const interval = window.setInterval(check, POLL_MS)
  const onVisible = () => document.visibilityState === 'visible' && Date.now() - last >= FOCUS_MIN_MS && check()
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.clearTimeout(first)
    window.clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

function guardChunks(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadForChunkError(event.reason)) event.preventDefault()
  }
  const onError = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) {
      reloadForChunkError(`ChunkLoadError: Loading chunk ${target.src} failed`)
    } else if (target instanceof HTMLLinkElement && target.rel === 'stylesheet' && target.href.includes('/_next/static/')) {
      reloadForChunkError(`ChunkLoadError: Loading CSS ${target.href} failed`)
    } else if (event instanceof ErrorEvent) {
      reloadForChunkError(event.error ?? event.message)
    }
  }
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('error', onError, true)
  return () => {
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('error', onError, true)
  }
}
