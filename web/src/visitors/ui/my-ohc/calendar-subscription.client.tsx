'use client'

import { useState } from 'react'
import { calendarFeedPath } from '@/visitors/itineraries/feed-address'
import { callApi } from '@/ui/runtime/api.client'
import type { Act } from './itinerary-items.client'
import { CopyAddressButton, usePageOrigin } from './token-address.client'
import styles from './itinerary.module.css'

// "Subscribe in your calendar": an address a calendar app polls, so the plan it shows stays
// current (changed hours, a cancellation, an added stop). Offered as a webcal:// link, which opens
// the visitor's calendar app, and as the https:// address to paste into one. Stopping it (after a
// confirmation) makes the address answer 404; subscribing again makes a new one.

export function CalendarSubscription({
  itineraryId,
  token,
  act,
  busy,
}: {
  itineraryId: string
  token: string | null
  act: Act
  busy: boolean
}) {
  const origin = usePageOrigin()
  const [confirming, setConfirming] = useState(false)
  const path = `/api/itineraries/${encodeURIComponent(itineraryId)}/subscription`
  const url = token && origin ? `${origin}${calendarFeedPath(token)}` : ''
  const webcal = url.replace(/^https?:/, 'webcal:')

  return (
    <section aria-labelledby="calendar-heading" className={styles.noPrint}>
      <h3 id="calendar-heading">Subscribe in your calendar</h3>
      {token ? (
        <>
          <p>
            Your calendar app keeps this plan up to date: changed hours, cancellations and the stops you add show there within the hour.
          </p>
          <label htmlFor="calendar-url">Calendar address (paste it into your calendar app to subscribe):</label>
          <input id="calendar-url" className={styles.shareUrl} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.toolbar}>
            {webcal ? (
              <a className="button secondary" href={webcal}>
                Subscribe in your calendar
              </a>
            ) : null}
            <CopyAddressButton address={url} label="Copy the address" className="button quiet" />
            <button type="button" className="button quiet" disabled={busy} onClick={() => setConfirming(true)}>
              Stop the subscription
            </button>
          </div>
          {confirming ? (
            <div className="notice" role="group" aria-labelledby="confirm-calendar-stop">
              <p id="confirm-calendar-stop">Stop the subscription? Calendars subscribed to this address will stop receiving the plan.</p>
              <div className={styles.toolbar}>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false)
                    void act(() => callApi(path, { method: 'DELETE' }), 'Itinerary updated: the calendar subscription is stopped.')
                  }}
                >
                  Yes, stop it
                </button>
                <button type="button" className="button quiet" onClick={() => setConfirming(false)}>
                  Keep it
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
          onClick={() => void act(() => callApi(path, { method: 'POST' }), 'Itinerary updated: calendar address created.')}
        >
          Get a calendar address
        </button>
      )}
    </section>
  )
}
