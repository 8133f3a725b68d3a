'use client'

import { useEffect, useState } from 'react'
import styles from './runtime-notice.module.css'

// Every page's one housekeeping island, kept small because it is in every first load: once the
// page is idle it loads ./watch (the build check and the chunk-reload guard), and it shows the
// notice when a new build is out. Links are plain anchors (ui/link), so the next page a
// visitor opens is the new build's anyway; the notice offers to reload this one now.

export function RuntimeWatch() {
  const [newBuild, setNewBuild] = useState(false)

  useEffect(() => {
    let live = true
    let stop: (() => void) | undefined
    const start = () => {
      import('./watch')
        .then((module) => {
          if (live) stop = module.watch({ onNewBuild: () => setNewBuild(true) })
        })
        .catch((error: unknown) => console.error('Page housekeeping failed to load:', error))
    }
    const idle = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 1000)
    return () => {
      live = false
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      stop?.()
    }
  }, [])

  if (!newBuild) return null
  return (
    <div className={styles.notice} role="status">
      <span>A new version of this site is available.</span>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  )
}
