'use client'

import { useSyncExternalStore } from 'react'
import { failureIsWorthLogging, isOffline } from '@/kernel/browser/connection'

// The signed-in state for the browser, shared by every component that asks (the header's account
// link, each "Add to itinerary" button, the booking box, the account panel): one GET /api/auth/get-session per page
// however many of them mount (a fetch already running is not started again), and a fresh
// one when the account panel calls refreshSession() after signing out, revoking sessions, updating
// or deleting the user. Plain fetch, not better-auth's client: this store is on every public page,
// and the client (12 KB gzip with its nanostores) is only needed where those calls are made.
// Public pages stay static: the server never reads the session for them.

/** The signed-in user as the browser reads it from get-session (the server's is platform/http/viewer.ts's). */
export interface SignedInUser {
  id: string
  name: string
  email: string
}

export type SessionState = { status: 'loading'; user: null } | { status: 'ready'; user: SignedInUser | null }

const LOADING: SessionState = { status: 'loading', user: null }

let state: SessionState = LOADING
let inFlight: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

function userOf(body: unknown): SignedInUser | null {
  const user = (body as { user?: Partial<SignedInUser> } | null)?.user
  if (!user || typeof user.id !== 'string') return null
  return { id: user.id, name: typeof user.name === 'string' ? user.name : '', email: typeof user.email === 'string' ? user.email : '' }
}

/** Fetches the session unless a fetch is already running; a failure is logged and reads as signed out. */
export function refreshSession(): Promise<void> {
  if (inFlight) return inFlight
  inFlight = (async () => {
    try {
      const response = await fetch('/api/auth/get-session', {
        credentials: 'include',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) throw new Error(`get-session answered ${response.status}`)
      const text = await response.text()
      set({ status: 'ready', user: userOf(text ? JSON.parse(text) : null) })
    } catch (error) {
      // Offline (a saved copy of the page) the header simply shows "Sign in"; a page being left
      // cancels the read. Neither is an error.
      if (isOffline()) console.info('Offline: the session is not known.')
      else if (failureIsWorthLogging()) console.error('Error fetching session:', error)
      set({ status: 'ready', user: null })
    } finally {
      inFlight = null
    }
  })()
  return inFlight
}

/** The signed-in user once the store knows it (asking the server first if no one has yet); null when signed out. */
export async function currentUser(): Promise<SignedInUser | null> {
  if (state.status === 'loading') await refreshSession()
  return state.user
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (state.status === 'loading' && !inFlight) void refreshSession()
  return () => listeners.delete(listener)
}

const getSnapshot = () => state
const getServerSnapshot = () => LOADING

/** The current session; 'loading' on the server and until the first fetch answers. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
