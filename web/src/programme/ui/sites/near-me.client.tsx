'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'
import { nearValue, pointNear } from '@/programme/sites/near'
import styles from './near-me.module.css'

// "Near me": asks the browser for the visitor's position and orders the list by the walk from
// there (the URL's `near`, rounded to about 110 m; the server does the rest). When the position is
// refused or unavailable it says so and offers "Nearest first to" a place in the filters instead.
// The button takes its place in the server's HTML but shows only once it works, since without
// JavaScript there is no position to ask for (the filters' place list works without it). Inside a
// frame the embedder must allow it: <iframe allow="geolocation">.

const noChanges = () => () => {}

type State = { kind: 'idle' | 'locating' } | { kind: 'failed'; reason: string }

/** Its words in the list's language, from the page (`instead` with its {reason}). */
export interface NearMeWords {
  button: string
  finding: string
  denied: string
  unavailable: string
  timeout: string
  instead: string
}

export function NearMe({ sheet, words }: { sheet: string; words: NearMeWords }) {
  const FAILURES: Record<number, string> = { 1: words.denied, 2: words.unavailable, 3: words.timeout }
  const router = useRouter()
  const path = usePathname()
  // True in the browser once hydrated, false in the server's HTML.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const [state, setState] = useState<State>({ kind: 'idle' })

  const offerPlaces = (reason: string) => {
    setState({ kind: 'failed', reason })
    // On a phone the place list is in the closed filter sheet: open it at that field.
    const opener = document.querySelector<HTMLElement>(`[popovertarget="${sheet}"]:not([popovertargetaction="hide"])`)
    const drawer = document.getElementById(sheet)
    if (opener?.offsetParent && drawer && !drawer.matches(':popover-open')) drawer.showPopover()
    document.getElementById('sites-near')?.focus()
  }

  const locate = () => {
    if (!('geolocation' in navigator)) return offerPlaces(FAILURES[2]!)
    setState({ kind: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const query = new URLSearchParams(window.location.search)
        query.set('near', nearValue(pointNear({ lat: position.coords.latitude, lng: position.coords.longitude })))
        query.delete('page')
        setState({ kind: 'idle' })
        router.push(`${path}?${query}`, { scroll: false })
      },
      (error) => offerPlaces(FAILURES[error.code] ?? FAILURES[2]!),
      { timeout: 15_000, maximumAge: 60_000 },
    )
  }

  return (
    <>
      <button
        type="button"
        className={`button secondary ${styles.button}`}
        data-ready={ready || undefined}
        aria-busy={state.kind === 'locating'}
        onClick={locate}
      >
        {state.kind === 'locating' ? words.finding : words.button}
      </button>
      <p role="status" className={styles.message}>
        {state.kind === 'failed' ? words.instead.replace('{reason}', state.reason) : ''}
      </p>
    </>
  )
}
