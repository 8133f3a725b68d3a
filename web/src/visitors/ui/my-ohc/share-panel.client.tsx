'use client'

import { callApi } from '@/ui/runtime/api.client'
import type { Act } from './itinerary-items.client'
import { CopyAddressButton, usePageOrigin } from './token-address.client'
import styles from './itinerary.module.css'

// The read-only share link: create it, copy it, revoke it (the old link then answers 404).

export function sharedPath(token: string) {
  return `/itineraries/shared/${token}`
}

export function SharePanel({ itineraryId, token, act, busy }: { itineraryId: string; token: string | null; act: Act; busy: boolean }) {
  const origin = usePageOrigin()
  const path = `/api/itineraries/${encodeURIComponent(itineraryId)}/share`
  const url = token ? `${origin}${sharedPath(token)}` : ''

  return (
    <section aria-labelledby="share-heading" className={styles.noPrint}>
      <h3 id="share-heading">Share</h3>
      {token ? (
        <>
          <label htmlFor="share-url">Anyone with this link can see this itinerary (read-only):</label>
          <input id="share-url" className={styles.shareUrl} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.toolbar}>
            <CopyAddressButton address={url} label="Copy link" className="button secondary" />
            <a className="button quiet" href={sharedPath(token)} target="_blank" rel="noreferrer">
              Open shared view
            </a>
            <button
              type="button"
              className="button quiet"
              disabled={busy}
              onClick={() => void act(() => callApi(path, { method: 'DELETE' }), 'Itinerary updated: the share link is revoked.')}
            >
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void act(() => callApi(path, { method: 'POST' }), 'Itinerary updated: share link created.')}
        >
          Create a share link
        </button>
      )}
    </section>
  )
}
