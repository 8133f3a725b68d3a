import { isPreview } from '@/content/preview'
import { getTagManagerId } from '@/content/settings'
import { tagManagerSnippet, validTagManagerId } from './tag-manager-id'

// The tag manager, only when settings.tagManagerId is set, never for editors previewing
// drafts, and only once the page has loaded and the browser is idle (the snippet waits for both),
// so it never competes with the page for the network or the main thread.

export async function TagManager() {
  if (await isPreview()) return null
  let raw: string | null
  try {
    raw = await getTagManagerId()
  } catch (error) {
    console.error('Tag manager: settings unavailable, not loading it:', error)
    return null
  }
  const id = validTagManagerId(raw)
  if (raw && !id) console.error(`Tag manager: settings.tagManagerId ${JSON.stringify(raw)} is not a GTM-… id; not loading it.`)
  if (!id) return null
  return <script id="tag-manager" dangerouslySetInnerHTML={{ __html: tagManagerSnippet(id) }} />
}
