'use client'

import { useEffect } from 'react'
import { reloadIfChunkError } from '../runtime/chunk-reloader'
import { ServerErrorMessage } from './server-error-message'

// What every error boundary shows and does: a failed lazy chunk reloads the page (at most once
// per 10 s per path), anything else is logged; then "Internal Server Error" with its status. The
// boundaries are in every page's first load, the reload logic is not (runtime/chunk-reloader).

export interface ErrorBoundaryProps {
  error: unknown
  retry: () => void
}

export function ErrorContent({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => {
    void reloadIfChunkError(error).then((reloading) => {
      if (!reloading) console.error('Page failed:', error)
    })
  }, [error])
  return (
    <>
      <title>Internal Server Error</title>
      <ServerErrorMessage error={error} retry={retry} />
    </>
  )
}
