'use client'

import { useCallback, useState } from 'react'

// The itinerary alert: the message after adding to, creating, editing or deleting an itinerary.
// Both live regions are always in the page, so a screen reader announces a message the moment it
// appears: successes politely (role="status"), failures at once (role="alert").

export type AlertMessage = { kind: 'success' | 'error'; text: string; at: number } | null

export function useItineraryAlert() {
  const [message, setMessage] = useState<AlertMessage>(null)
  const success = useCallback((text: string) => setMessage({ kind: 'success', text, at: Date.now() }), [])
  const failure = useCallback((text: string) => setMessage({ kind: 'error', text, at: Date.now() }), [])
  const clear = useCallback(() => setMessage(null), [])
  return { message, success, failure, clear }
}

export function ItineraryAlert({ message, className }: { message: AlertMessage; className?: string }) {
  return (
    <div className={className} data-itinerary-alert="">
      <p role="status" className={message?.kind === 'success' ? 'form-status' : 'visually-hidden'}>
        {message?.kind === 'success' ? message.text : null}
      </p>
      <p role="alert" className={message?.kind === 'error' ? 'form-status' : 'visually-hidden'} data-kind="error">
        {message?.kind === 'error' ? message.text : null}
      </p>
    </div>
  )
}
