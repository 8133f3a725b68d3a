import { useSyncExternalStore } from 'react'
import type { HostReportBody } from '@/door/hosts/report-body'

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

/**
 * The taps on their way to the server: a request carries them, so taking them out of the queue
 * would not take them back. An undo of one of them is a tap of its own (the opposite count).
 */
const sending = new Set<string>()

/** Marks the taps as on their way while `send` runs. */
export async function whileSending<T>(taps: readonly Tap[], send: () => Promise<T>): Promise<T> {
  for (const tap of taps) sending.add(tap.id)
  try {
    return await send()
  } finally {
    for (const tap of taps) sending.delete(tap.id)
  }
}

/**
 * Takes one tap out if it never left the phone (an undo of a count still waiting), and says so;
 * false when it is on its way or already stored.
 */
export function withdraw(id: string): boolean {
  if (sending.has(id) || !queuedTaps().some((t) => t.id === id)) return false
  settle(new Set([id]))
  return true
}
