'use client'

import { useEffect } from 'react'
import { ServerErrorMessage } from '@/components/errors/server-error-message'
import { reloadForChunkError } from '@/components/runtime/reload'

// A failure in a layout below the root (the default layout itself, the admin mount): no chrome
// can be trusted, so the message stands alone in a <main>.

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error('Page failed:', error)
  }, [error])
  return (
    <main id="main">
      <title>Internal Server Error · Open House Chicago</title>
      <ServerErrorMessage error={error} retry={retry} />
    </main>
  )
}
