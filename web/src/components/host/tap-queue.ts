import { useSyncExternalStore } from 'react'
import type { HostReportBody } from '@/hosts/report-body'

// The taps a phone has not yet had stored, kept in localStorage so they survive a basement, a
// reload and a closed tab. A tap leaves the queue only when the server has given it an outcome
// (stored, a duplicate of one stored, refused, not counted): a lost answer leaves it queued, and
// sending it again is harmless because the server keeps one row per tap id. The queue is an
// external store for React (useQueuedTaps), so every screen showing it agrees, other tabs too.

const KEY = 'ohc-host-taps'
const NONE: Tap[] = []

export type Tap = HostReportBody

let snapshot: Tap[] | undefined
const listeners = new Set<() => void>()

function read(): Tap[] {
  try {
    const raw = localStorage.getItem(KEY)
    const taps: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(taps) ? (taps as Tap[]) : []
  } catch {
    return []
  }
}

export function queuedTaps(): Tap[] {
  snapshot ??= read()
  return snapshot
}

function save(taps: Tap[]): Tap[] {
  localStorage.setItem(KEY, JSON.stringify(taps))
  snapshot = taps
  for (const listener of listeners) listener()
  return taps
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== KEY) return
    snapshot = read()
    listener()
  }
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}

/** The queued taps; none while the server renders. */
export const useQueuedTaps = () => useSyncExternalStore(subscribe, queuedTaps, () => NONE)

export const enqueue = (tap: Tap) => save([...queuedTaps(), tap])

/** Takes the taps with these ids out (the server answered for them); returns what is left. */
export const settle = (ids: ReadonlySet<string>) => save(queuedTaps().filter((t) => !ids.has(t.id)))

/** Takes one tap out before it was ever sent (an undo of a count still on the phone). */
export const withdraw = (id: string) => settle(new Set([id]))
