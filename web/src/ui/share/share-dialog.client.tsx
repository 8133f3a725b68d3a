'use client'

import { lazy, Suspense, useState } from 'react'

const ShareLinkDialog = lazy(() => import('./share-link-dialog.client'))

export interface ShareDialogProps {
  /** What to share: a path ("/sites/x") or an absolute URL; a path is resolved on this origin. */
  url: string
  /** What it is called; absent, the page's own title. */
  title?: string
  text?: string
  /** The button's words. */
  label?: string
}

// Share: the phone's own share sheet (Web Share API) where there is one; otherwise a dialog with
// the link and a copy button, fetched on first use. Without JavaScript the button does nothing
// harmful — the page's own address is the link to share.

export function ShareDialog({ url, title, text, label = 'Share' }: ShareDialogProps) {
  const [dialog, setDialog] = useState<{ href: string; name: string; opened: number } | null>(null)

  const open = async () => {
    const href = new URL(url, window.location.href).href
    const name = title ?? document.title
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url: href })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else: fall back to the dialog.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setDialog((shown) => ({ href, name, opened: (shown?.opened ?? 0) + 1 }))
  }

  return (
    <>
      <button type="button" className="button secondary" onClick={open} aria-haspopup="dialog">
        {label}
      </button>
      {dialog ? (
        <Suspense fallback={null}>
          <ShareLinkDialog key={dialog.opened} href={dialog.href} title={dialog.name} />
        </Suspense>
      ) : null}
    </>
  )
}
