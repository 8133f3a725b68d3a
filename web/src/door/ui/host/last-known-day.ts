import { useMemo, useSyncExternalStore } from 'react'
import type { HostDay } from '@/door/hosts/summary'
import { isOffline } from '@/kernel/browser/connection'

// The last count and report the server gave this phone for a site, kept in localStorage. The host
// tool's saved page (the offline copy a host reopens in a basement) carries the count as it was
// when the page was saved, which may be long before the last taps were stored; what the server
// last answered is newer, so the tool shows that when it runs offline. Read as an external store,
// so the first render matches the page's HTML and the remembered day follows at once.

const key = (siteId: string) => `ohc-host-day:${siteId}`

export function rememberDay(siteId: string, day: HostDay): void {
  try {
    localStorage.setItem(key(siteId), JSON.stringify(day))
  } catch {
    // Storage full or refused (a private window): the tool works with what the page brought.
  }
}

const subscribeNothing = () => () => {}

/** Offline, the day last remembered for the site if it is the same festival day; otherwise undefined. */
export function useOfflineDay(siteId: string, day: string): HostDay | undefined {
  const raw = useSyncExternalStore(
    subscribeNothing,
    () => (isOffline() ? localStorage.getItem(key(siteId)) : null),
    () => null,
  )
  return useMemo(() => {
    try {
      const stored = JSON.parse(raw ?? 'null') as HostDay | null
      return stored?.day === day ? stored : undefined
    } catch {
      return undefined
    }
  }, [raw, day])
}
