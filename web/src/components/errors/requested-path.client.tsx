'use client'

import { usePathname } from 'next/navigation'

// The path that was not found (SPEC §8: "Page not found: {fullPath}"). The not-found page is
// static, so the path is read in the browser.
export function RequestedPath({ className }: { className?: string }) {
  const path = usePathname()
  return path ? <code className={className}>{path}</code> : null
}
