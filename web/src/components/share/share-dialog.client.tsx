'use client'

import { useId, useRef, useState } from 'react'
import styles from './share-dialog.module.css'

export interface ShareDialogProps {
  /** What to share: a path ("/sites/x") or an absolute URL; a path is resolved on this origin. */
  url: string
  title: string
  text?: string
  /** The button's words. */
  label?: string
}

// Share: the phone's own share sheet (Web Share API) where there is one; otherwise a dialog with
// the link and a copy button. Without JavaScript the button does nothing harmful — the page's own
// address is the link to share.

export function ShareDialog({ url, title, text, label = 'Share' }: ShareDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  const [href, setHref] = useState(url)
  const headingId = useId()

  const open = async () => {
    const absolute = new URL(url, window.location.href).href
    setHref(absolute)
    setStatus('')
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: absolute })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else: fall back to the dialog.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    dialog.current?.showModal()
    input.current?.select()
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href)
      setStatus('Link copied.')
    } catch {
      input.current?.select()
      setStatus('Select the link and copy it (Ctrl+C or ⌘C).')
    }
  }

  return (
    <>
      <button type="button" className="button secondary" onClick={open}>
        {label}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Share “{title}”
        </h2>
        <div className="field">
          <label htmlFor={`${headingId}-url`}>Link</label>
          <input ref={input} id={`${headingId}-url`} type="url" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div className="cluster">
          <button type="button" className="button" onClick={copy}>
            Copy link
          </button>
          <button type="button" className="button quiet" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  )
}
