'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ItineraryAlert, useItineraryAlert, type AlertMessage } from '@/ui/alert.client'
import { callApi, errorMessage } from '@/ui/runtime/api.client'
import type { PlanAdvice } from '@/visitors/itineraries/plan-advice'
import type { DayMove } from '@/visitors/itineraries/weekend-split'
import { count } from '@/kernel/text/count'
import { fill } from '@/kernel/text/fill'
import type { ItineraryWords } from './itinerary-words'

// The planner's two actions on an itinerary. The server has already planned (the page's view):
// "Plan it for me", offered when the planned order beats the list's and saying by how much,
// stores a day's planned order as the list's order, and "Split across the
// weekend" stores the day the split gives each moved item, all in one request that the server
// saves whole or not at all. The page then re-reads the server, so what shows is what is stored.
// A success message stays only while it holds: once a later change makes a better order (or a new
// split) possible again, "now in the planned order" would contradict the button beside it. The
// words come said in the page's language: the plan's from the server, the split's as strings.

/** The message, unless it is a success that no longer holds. */
const whileItHolds = (message: AlertMessage, holds: boolean): AlertMessage => (message?.kind === 'success' && !holds ? null : message)

function useAction() {
  const router = useRouter()
  const alert = useItineraryAlert()
  const [busy, setBusy] = useState(false)
  async function run(work: () => Promise<unknown>, message: string) {
    setBusy(true)
    try {
      await work()
      alert.success(message)
    } catch (error) {
      alert.failure(errorMessage(error))
    } finally {
      setBusy(false)
      router.refresh()
    }
  }
  return { busy, run, message: alert.message }
}

const base = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}`

/** "Plan it for me"'s words, said on the server: the button, what it did, and why it is not offered. */
export interface PlanItWords {
  label: string
  done: string
  /** "Your list for Saturday is in the planned order" (or as good as it). */
  unchanged: string
}

export function PlanItButton({ itineraryId, advice, words }: { itineraryId: string; advice: PlanAdvice; words: PlanItWords }) {
  const { busy, run, message } = useAction()
  return (
    <div className="no-print" data-plan-action="">
      {advice.kind === 'better' ? (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() =>
            void run(() => callApi(`${base(itineraryId)}/order`, { method: 'PUT', body: { itemIds: advice.order } }), words.done)
          }
        >
          {words.label}
        </button>
      ) : (
        <p className="muted">{words.unchanged}</p>
      )}
      <ItineraryAlert message={whileItHolds(message, advice.kind !== 'better')} />
    </div>
  )
}

export function SplitWeekendButton({
  itineraryId,
  moves,
  words,
  language,
}: {
  itineraryId: string
  moves: DayMove[]
  words: ItineraryWords['split']
  language: string
}) {
  const { busy, run, message } = useAction()
  if (moves.length === 0 && !message) return null
  return (
    <div className="no-print" data-split-action="">
      {moves.length ? (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => callApi(`${base(itineraryId)}/days`, { method: 'PUT', body: { days: moves } }),
              fill(words.done, { items: count(moves.length, words.item, language) }),
            )
          }
        >
          {words.button}
        </button>
      ) : null}
      <ItineraryAlert message={whileItHolds(message, moves.length === 0)} />
    </div>
  )
}
