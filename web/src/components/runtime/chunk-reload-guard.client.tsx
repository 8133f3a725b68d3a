'use client'

import { useEffect } from 'react'
import { reloadForChunkError, restoreScrollAfterReload } from './reload'

// Catches failed chunk loads that no error boundary sees: a rejected dynamic import and a
// <script> or stylesheet of /_next/static that failed (error events do not bubble: captured).
// Failures inside rendering reach the error boundaries, which call reloadForChunkError too.

export function ChunkReloadGuard() {
  useEffect(() => {
    restoreScrollAfterReload()
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
  }, [])
  return null
}
