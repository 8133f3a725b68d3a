'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import { ApiError, callApi, errorMessage } from '@/ui/runtime/api.client'
import styles from './places.module.css'

// The actions of My OHC's page of places (confirm or decline an offer, withdraw an entry, leave a
// waitlist): each calls the API, says what happened in words in the page's live regions (success
// politely, failure at once), and re-renders the list from the server (router.refresh), so what
// shows is what is stored — an offer that lapsed meanwhile goes too. A failure leaves every
// button usable. Offline (a saved copy, or no connection) there is nothing to refresh from.

interface Acting {
  act: (request: PlaceRequest) => Promise<void>
  busy: boolean
}

const ActingContext = createContext<Acting | null>(null)

/** One API call and what to say when it succeeds. */
export interface PlaceRequest {
  method: 'POST' | 'DELETE'
  path: string
  done: string
}

export function PlacesActions({ children }: { children: ReactNode }) {
  const router = useRouter()
  const alert = useItineraryAlert()
  const { success, failure } = alert
  const [busy, setBusy] = useState(false)

  const act = useCallback(
    async ({ method, path, done }: PlaceRequest) => {
      setBusy(true)
      let reached = true
      try {
        await callApi(path, { method })
        success(done)
      } catch (error) {
        reached = !(error instanceof ApiError && error.status === 0)
        failure(errorMessage(error))
      } finally {
        setBusy(false)
        if (reached) router.refresh()
      }
    },
    [success, failure, router],
  )

  return (
    <ActingContext.Provider value={{ act, busy }}>
      <ItineraryAlert message={alert.message} className={styles.alert} />
      {children}
    </ActingContext.Provider>
  )
}

interface ActionProps {
  request: PlaceRequest
  /** The button's words. */
  label: string
  /** Its accessible name, naming the place it acts on. */
  name: string
  primary?: boolean
  /** Asks first: the question, and the two answers. */
  ask?: { question: string; yes: string; no: string }
}

export function PlaceAction({ request, label, name, primary, ask }: ActionProps) {
  const acting = useContext(ActingContext)
  const [asking, setAsking] = useState(false)
  const questionId = useId()
  if (!acting) throw new Error('PlaceAction belongs inside PlacesActions')
  const { act, busy } = acting
  const run = async () => {
    setAsking(false)
    await act(request)
  }
  const className = primary ? 'button' : 'button quiet'
  if (!ask)
    return (
      <button type="button" className={className} disabled={busy} aria-label={name} onClick={() => void run()}>
        {label}
      </button>
    )
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-label={name}
        aria-expanded={asking}
        onClick={() => setAsking((a) => !a)}
      >
        {label}
      </button>
      {asking ? (
        <div className={`notice ${styles.ask}`} role="group" aria-labelledby={questionId}>
          <p id={questionId}>{ask.question}</p>
          <div className="cluster">
            <button type="button" className="button" disabled={busy} onClick={() => void run()}>
              {ask.yes}
            </button>
            <button type="button" className="button quiet" onClick={() => setAsking(false)}>
              {ask.no}
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}
