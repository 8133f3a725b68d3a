'use client'

import { useSyncExternalStore } from 'react'

// The visitor's clock for client components, to the minute: a store React re-renders from when the
// minute changes. The server's HTML is rendered before the visit, so there it is null ("not
// known") and a component shows nothing that depends on the time until it is in the browser.

const MINUTE_MS = 60_000

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, MINUTE_MS / 4)
  return () => clearInterval(timer)
}

/** Whole minutes since the epoch, so the snapshot stays the same between ticks. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS)
const unknownOnServer = () => null

/** The start of the visitor's current minute, or null while rendering on the server. */
export function useVisitorMinute(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, unknownOnServer)
  return minute === null ? null : new Date(minute * MINUTE_MS)
}
