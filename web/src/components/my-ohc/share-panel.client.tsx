'use client'

import { useState, useSyncExternalStore } from 'react'
import { callApi } from '../runtime/api.client'
import type { Act } from './itinerary-items.client'
import styles from './itinerary.module.css'

// The read-only share link: create it, copy it, revoke it (the old link then answers 404).

export function sharedPath(token: string) {
  return `/itineraries/shared/${token}`
}

// The page's origin never changes while it is open; the server (and hydration) render without it.
const noOriginChanges = () => () => {}

export function SharePanel({ itineraryId, token, act, busy }: { itineraryId: string; token: string | null; act: Act; busy: boolean }) {
  const origin = useSyncExternalStore(
    noOriginChanges,
    () => window.location.origin,
    () => '',
  )
  // Which link was copied: a new link (or none) shows "Copy link" again.
  const [copiedToken, setCopiedToken] = useState<string | null>(null)
  const copied = token !== null && copiedToken === token
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
            <button
              type="button"
              className="button secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(url)
                  .then(() => setCopiedToken(token))
                  .catch(() => setCopiedToken(null))
              }
            >
              {copied ? 'Copied' : 'Copy link'}
            </button>
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
