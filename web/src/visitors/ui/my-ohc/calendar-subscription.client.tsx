'use client'

import { useState } from 'react'
import { calendarFeedPath } from '@/visitors/itineraries/feed-address'
import { callApi } from '@/ui/runtime/api.client'
import { CopyAddressButton, usePageOrigin, type TokenPanelProps } from './token-address.client'
import styles from './itinerary.module.css'
import type { ItineraryWords } from './itinerary-words'

// "Subscribe in your calendar": an address a calendar app polls, so the plan it shows stays
// current (changed hours, a cancellation, an added stop). Offered as a webcal:// link, which opens
// the visitor's calendar app, and as the https:// address to paste into one. Stopping it (after a
// confirmation) makes the address answer 404; subscribing again makes a new one.

export function CalendarSubscription({ itineraryId, token, act, busy, words }: TokenPanelProps<ItineraryWords['calendar']>) {
  const origin = usePageOrigin()
  const [confirming, setConfirming] = useState(false)
  const path = `/api/itineraries/${encodeURIComponent(itineraryId)}/subscription`
  const url = token && origin ? `${origin}${calendarFeedPath(token)}` : ''
  const webcal = url.replace(/^https?:/, 'webcal:')

  return (
    <section aria-labelledby="calendar-heading" className={styles.noPrint}>
      <h3 id="calendar-heading">{words.heading}</h3>
      {token ? (
        <>
          <p>{words.keeps}</p>
          <label htmlFor="calendar-url">{words.address}</label>
          <input id="calendar-url" className={styles.shareUrl} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.toolbar}>
            {webcal ? (
              <a className="button secondary" href={webcal}>
                {words.subscribe}
              </a>
            ) : null}
            <CopyAddressButton address={url} label={words.copy} copied={words.copied} className="button quiet" />
            <button type="button" className="button quiet" disabled={busy} onClick={() => setConfirming(true)}>
              {words.stop}
            </button>
          </div>
          {confirming ? (
            <div className="notice" role="group" aria-labelledby="confirm-calendar-stop">
              <p id="confirm-calendar-stop">{words.confirm}</p>
              <div className={styles.toolbar}>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false)
                    void act(() => callApi(path, { method: 'DELETE' }), words.stopped)
                  }}
                >
                  {words.yesStop}
                </button>
                <button type="button" className="button quiet" onClick={() => setConfirming(false)}>
                  {words.keep}
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void act(() => callApi(path, { method: 'POST' }), words.created)}
        >
          {words.get}
        </button>
      )}
    </section>
  )
}
