import { draftMode } from 'next/headers'
import { contentSource } from './source'

// Whether this request previews drafts: Next's draft mode is on (set by /api/draft-mode/enable
// after the Studio's Presentation tool proved its secret), and there is a Content Lake to read
// drafts from. The public API never previews.

export async function isPreview(): Promise<boolean> {
  if (contentSource().kind !== 'lake') return false
  return (await draftMode()).isEnabled
}
