'use client'

import { useEffect } from 'react'
import { ServerErrorMessage } from '@/components/errors/server-error-message'
import { reloadForChunkError } from '@/components/runtime/reload'
import './globals.css'

// The root layout itself failed: this replaces it, so it brings its own <html> and the design
// system's styles.

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error('Page failed:', error)
  }, [error])
  return (
    <html lang="en">
      <body>
        <title>Internal Server Error · Open House Chicago</title>
        <main id="main">
          <ServerErrorMessage error={error} retry={retry} />
        </main>
      </body>
    </html>
  )
}
