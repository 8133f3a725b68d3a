'use client'

import { useEffect, useState } from 'react'
import { checkBuild } from './build-check'
import styles from './build-check.module.css'
import { BUILD_ID } from './build-info'

// Notices a new deployment in an open tab (DESIGN §6): asks /builds/latest.json about 1 s after
// the page is idle, every 5 minutes, and when the tab comes back into view (at most once a
// minute). Once a new build is out, a discreet notice offers to reload now; links are plain
// anchors (components/link), so the next page a visitor opens is the new build's anyway.

const POLL_MS = 5 * 60_000
const FOCUS_MIN_MS = 60_000

export function BuildCheck() {
  const [stale, setStale] = useState(false)

  useEffect(() => {
    if (stale || BUILD_ID === 'development') return
    let last = 0
    const check = () => {
      last = Date.now()
      void checkBuild(BUILD_ID).then((result) => result === 'new' && setStale(true))
    }
    let timer = 0
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => (timer = window.setTimeout(check, 1000)), { timeout: 5000 })
      : (timer = window.setTimeout(check, 2000))
    const interval = window.setInterval(check, POLL_MS)
    const onVisible = () => document.visibilityState === 'visible' && Date.now() - last >= FOCUS_MIN_MS && check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [stale])

  if (!stale) return null
  return (
    <div className={styles.notice} role="status">
      <span>A new version of this site is available.</span>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  )
}
