'use client'

import { callApi } from '@/ui/runtime/api.client'
import { useLocalPath } from '@/ui/language/language-links.client'
import { CopyAddressButton, usePageOrigin, type TokenPanelProps } from './token-address.client'
import styles from './itinerary.module.css'
import type { ItineraryWords } from './itinerary-words'

// The read-only share link: create it, copy it, revoke it (the old link then answers 404). The
// link is in the page's language: shared from /es/…, it opens the Spanish page.

export function sharedPath(token: string) {
  return `/itineraries/shared/${token}`
}

export function SharePanel({ itineraryId, token, act, busy, words }: TokenPanelProps<ItineraryWords['share']>) {
  const origin = usePageOrigin()
  const local = useLocalPath()
  const path = `/api/itineraries/${encodeURIComponent(itineraryId)}/share`
  const url = token ? `${origin}${local(sharedPath(token))}` : ''

  return (
    <section aria-labelledby="share-heading" className={styles.noPrint}>
      <h3 id="share-heading">{words.heading}</h3>
      {token ? (
        <>
          <label htmlFor="share-url">{words.anyone}</label>
          <input id="share-url" className={styles.shareUrl} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.toolbar}>
            <CopyAddressButton address={url} label={words.copy} copied={words.copied} className="button secondary" />
            <a className="button quiet" href={local(sharedPath(token))} target="_blank" rel="noreferrer">
              {words.open}
            </a>
            <button
              type="button"
              className="button quiet"
              disabled={busy}
              onClick={() => void act(() => callApi(path, { method: 'DELETE' }), words.revoked)}
            >
              {words.stop}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void act(() => callApi(path, { method: 'POST' }), words.created)}
        >
          {words.create}
        </button>
      )}
    </section>
  )
}
