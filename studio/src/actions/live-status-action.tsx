// "Live status…" on sites, events and tours: on the festival weekend an editor posts a notice
// (cancelled, closed early, at capacity now…) in two clicks, live at once, without opening the
// edition or the session in the form. The dialog writes it; this only decides the label.
import { BellIcon } from '@sanity/icons/Bell'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'
import { LiveStatusDialog } from './live-status-dialog'

export const LiveStatusAction: DocumentActionComponent = ({ id, draft, published, onComplete }) => {
  const [open, setOpen] = useState(false)
  const doc = published ?? draft
  if (!published) {
    return {
      label: 'Live status…',
      icon: BellIcon,
      disabled: true,
      title: 'Publish this document first: a live status is for what visitors see.',
    }
  }
  const close = () => {
    setOpen(false)
    onComplete()
  }
  return {
    label: 'Live status…',
    icon: BellIcon,
    title: 'Tell visitors now: cancelled, closed early, hours changed, at capacity, long wait',
    onHandle: () => setOpen(true),
    dialog: open &&
      doc && {
        type: 'dialog',
        header: 'Live status',
        width: 'small',
        onClose: close,
        content: <LiveStatusDialog id={id} published={published} hasDraft={Boolean(draft)} onDone={close} />,
      },
  }
}
LiveStatusAction.displayName = 'LiveStatusAction'
