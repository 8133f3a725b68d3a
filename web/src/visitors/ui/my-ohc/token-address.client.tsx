'use client'

import { useState, useSyncExternalStore } from 'react'
import type { Act } from './itinerary-items.client'

// What the share link and the calendar subscription have in common: an address made of a token
// on this site's origin, shown to copy. The copy button says "Copied" for the address it copied,
// so a new address (after a revoke) offers to be copied again.

/** What a panel of one token's address is given: the itinerary, its token (none yet), the editor's act, and its words. */
export interface TokenPanelProps<Words> {
  itineraryId: string
  token: string | null
  act: Act
  busy: boolean
  words: Words
}

// The page's origin never changes while it is open; the server (and hydration) render without it.
const noOriginChanges = () => () => {}

/** This page's origin in the browser; '' on the server and while hydrating. */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    noOriginChanges,
    () => window.location.origin,
    () => '',
  )
}

export function CopyAddressButton({
  address,
  label,
  copied,
  className,
}: {
  address: string
  label: string
  /** What the button says once it has copied this address. */
  copied: string
  className: string
}) {
  const [copiedAddress, setCopiedAddress] = useState<string | null>(null)
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void navigator.clipboard
          ?.writeText(address)
          .then(() => setCopiedAddress(address))
          .catch(() => setCopiedAddress(null))
      }
    >
      {address !== '' && copiedAddress === address ? copied : label}
    </button>
  )
}
