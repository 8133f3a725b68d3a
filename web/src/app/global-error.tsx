'use client'

import { ErrorContent, type ErrorBoundaryProps } from '@/components/errors/error-content.client'
import './globals.css'

// The root layout itself failed: this replaces it, so it brings its own <html> and the design
// system's styles.

export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorContent error={error} retry={retry} />
        </main>
      </body>
    </html>
  )
}
