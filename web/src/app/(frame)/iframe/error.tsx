'use client'

import { useEffect } from 'react'
import { ServerErrorMessage } from '@/components/errors/server-error-message'
import { reloadForChunkError } from '@/components/runtime/reload'

// A failure inside a framed page: the error page inside the frame.

export default function FrameError({ error, retry }: { error: unknown; retry: () => void }) {
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
