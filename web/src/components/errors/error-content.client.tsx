'use client'

import { useEffect } from 'react'
import { reloadForChunkError } from '@/components/runtime/reload'
import { ServerErrorMessage } from './server-error-message'

// What every error boundary shows and does: a failed lazy chunk reloads the page (at most once
// per 10 s per path), anything else is logged; then "Internal Server Error" with its status.

export interface ErrorBoundaryProps {
  error: unknown
  retry: () => void
}

export function ErrorContent({ error, retry }: ErrorBoundaryProps) {
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error('Page failed:', error)
  }, [error])
  return (
    <>
      <title>Internal Server Error · Open House Chicago</title>
      <ServerErrorMessage error={error} retry={retry} />
    </>
  )
}
