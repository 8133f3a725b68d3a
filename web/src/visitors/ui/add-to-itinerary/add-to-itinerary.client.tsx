'use client'

import Link from '@/ui/link'
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { loginHrefFor } from '@/visitors/auth/login-link'
import { useSession } from '@/visitors/auth/session.client'
import { ItineraryAlert, useItineraryAlert } from '@/ui/alert.client'
import styles from './itinerary.module.css'
import type { AddToItineraryWords } from './words'

// The dialog's code (its form, the itinerary calls) loads on the first click: most visitors of a
// site or tour page never open it, and it is not part of the page's first-load JavaScript.
const AddDialog = lazy(() => import('./add-dialog.client').then((module) => ({ default: module.AddDialog })))

// "Add to itinerary", placed on every site, event, tour and stop page. The page stays static: the
// signed-in state comes from the shared client session. Signed out, it is a link to sign in that
// brings the visitor back here; signed in, it opens a small dialog (AddDialog) and reports the
// result in the itinerary alert below the button.

export type ItineraryKind = 'site' | 'event' | 'tour' | 'stop'

export interface AddToItineraryProps {
  kind: ItineraryKind
  /** The content document's id (e.g. "site.abernathy-cold-storage"). */
  refId: string
  /** Its name, for the dialog's heading and the alert. */
  title: string
  /** The button's and the dialog's words in the page's language (words.ts). */
  words: AddToItineraryWords
}

export function AddToItinerary({ kind, refId, title, words }: AddToItineraryProps) {
  const pathname = usePathname()
  const session = useSession()
  const alert = useItineraryAlert()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const dialogId = useId()

  let control
  if (session.status === 'loading') {
    control = (
      <button type="button" className={`button secondary ${styles.add}`} aria-disabled="true" disabled>
        {words.add}
      </button>
    )
  } else if (!session.user) {
    control = (
      <Link className={`button secondary ${styles.add}`} href={loginHrefFor(pathname)} data-add-to-itinerary="sign-in">
        {words.signInToAdd}
      </Link>
    )
  } else {
    control = (
      <button
        ref={buttonRef}
        type="button"
        className={`button secondary ${styles.add}`}
        aria-haspopup="dialog"
        aria-controls={open ? dialogId : undefined}
        onClick={() => {
          alert.clear()
          setOpen(true)
        }}
        data-add-to-itinerary={kind}
      >
        {words.add}
      </button>
    )
  }

  return (
    <div className={styles.addWrap}>
      {control}
      {open ? (
        <Suspense fallback={null}>
          <AddDialog
            id={dialogId}
            item={{ kind, refId, title }}
            words={words}
            onDone={(result) => {
              setOpen(false)
              if (result?.ok) alert.success(result.message)
              else if (result) alert.failure(result.message)
              buttonRef.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
      <ItineraryAlert message={alert.message} />
    </div>
  )
}
