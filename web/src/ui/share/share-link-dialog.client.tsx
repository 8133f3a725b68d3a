'use client'

import { useEffect, useId, useRef, useState } from 'react'
import styles from './share-dialog.module.css'

// The fallback of ShareDialog where the browser has no share sheet: a modal dialog with the link
// and a copy button. Loaded on the first click that needs it, so pages do not carry it.

export default function ShareLinkDialog({ href, title }: { href: string; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  const headingId = useId()

  // Mounted afresh for each click that asks for it (ShareDialog keys it): show it, link selected.
  useEffect(() => {
    dialog.current?.showModal()
    input.current?.select()
  }, [])

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
  )
}
