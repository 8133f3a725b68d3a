'use client'

import './globals.css'
import { SERVER_FAULT } from '@/platform/errors/server-fault'

// The root layout itself failed: this replaces it, so it brings its own <html> and the design
// system's styles. Plain markup on purpose: this boundary is part of every page's first-load
// JavaScript, and a layout that failed to render has nothing for it to share. (A failed chunk
// inside a page reaches the page's own boundary, which reloads; see error-content.client.)

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = typeof error === 'object' && error !== null ? Reflect.get(error, 'digest') : undefined
  return (
    <html lang="en">
      <body>
        <main id="main" data-template="error">
          <title>Internal Server Error</title>
          <p className="eyebrow">Error 500</p>
          <h1>Internal Server Error</h1>
          <p className="lede">{SERVER_FAULT}</p>
          {typeof digest === 'string' ? <p className="muted">Reference: {digest}</p> : null}
          <p className="cluster">
            <button type="button" className="button" onClick={() => retry()}>
              Try again
            </button>
            {/* A full load: the layout failed, so nothing of this page is worth keeping. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a className="button secondary" href="/">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
