'use client'

import { useSyncExternalStore } from 'react'

// The path that was not found, named on the 404 page. The not-found page is
// prerendered once for every unknown address, so the path is read in the browser, after
// hydration: the server's copy has none, and the first client render must match it.

const unchanging = () => () => {}

function readable(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export function RequestedPath({ className }: { className?: string }) {
  const path = useSyncExternalStore(
    unchanging,
    () => readable(window.location.pathname),
    () => null,
  )
  return path ? <code className={className}>{path}</code> : null
}
