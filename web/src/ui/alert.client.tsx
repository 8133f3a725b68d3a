'use client'

import { useCallback, useState } from 'react'

// The itinerary alert: the message after adding to, creating, editing or deleting an itinerary.
// Both live regions are always in the page, so a screen reader announces a message the moment it
// appears: successes politely (role="status"), failures at once (role="alert"). A success may
// carry an undo (a removed item put back): its button stands beside the message until the next one.

export interface Undo {
  /** The button's words, e.g. "Undo". */
  label: string
  /** Its accessible name, e.g. "Undo removing Drummond Library". */
  name: string
  run: () => Promise<void>
}

export type AlertMessage = { kind: 'success' | 'error'; text: string; at: number; undo?: Undo } | null

export function useItineraryAlert() {
  const [message, setMessage] = useState<AlertMessage>(null)
  const success = useCallback((text: string, undo?: Undo) => setMessage({ kind: 'success', text, at: Date.now(), undo }), [])
  const failure = useCallback((text: string) => setMessage({ kind: 'error', text, at: Date.now() }), [])
  const clear = useCallback(() => setMessage(null), [])
  return { message, success, failure, clear }
}

export function ItineraryAlert({ message, className, busy = false }: { message: AlertMessage; className?: string; busy?: boolean }) {
  const undo = message?.kind === 'success' ? message.undo : undefined
  return (
    <div className={className} data-itinerary-alert="">
      <p role="status" className={message?.kind === 'success' ? 'form-status' : 'visually-hidden'}>
        {message?.kind === 'success' ? message.text : null}
      </p>
      {undo ? (
        <button type="button" className="button quiet" disabled={busy} aria-label={undo.name} onClick={() => void undo.run()}>
          {undo.label}
        </button>
      ) : null}
      <p role="alert" className={message?.kind === 'error' ? 'form-status' : 'visually-hidden'} data-kind="error">
        {message?.kind === 'error' ? message.text : null}
      </p>
    </div>
  )
}
