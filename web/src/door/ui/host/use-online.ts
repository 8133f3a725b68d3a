import { useSyncExternalStore } from 'react'
import { isOffline } from '@/kernel/browser/connection'

// Whether the browser says it is online, kept current by its online and offline events. Online
// while the server renders (it cannot tell).

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  )
