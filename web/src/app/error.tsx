'use client'

import { ErrorContent, type ErrorBoundaryProps } from '@/components/errors/error-content.client'

// A failure in a layout below the root (the default layout itself, the admin mount): no chrome
// can be trusted, so the message stands alone in a <main>.

export default function RootError({ error, retry }: ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorContent error={error} retry={retry} />
    </main>
  )
}
