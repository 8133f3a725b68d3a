import { ShareDialog } from '../share/share-dialog.client'
import type { BlockValue } from '@/content/body'

// The shared share dialog (the phone's share sheet, else the link with a copy button). Shares the
// page it is on: its path when the body is a page's, otherwise the address in the browser.

export function ShareBlock({ value, page, title }: { value: BlockValue<'shareBlock'>; page?: string; title?: string }) {
  return (
    <div data-block="shareBlock">
      <ShareDialog url={page ? `/${page}` : ''} title={title} label={value.label} />
    </div>
  )
}
