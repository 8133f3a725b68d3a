import { VisualEditing } from 'next-sanity/visual-editing'
import { isPreview } from '@/sanity/preview'

// Shown only in draft mode: says the page shows unpublished changes, offers a way out, and loads
// Sanity's visual-editing bridge so the Presentation tool can follow and refresh the page.

export async function PreviewBar() {
  if (!(await isPreview())) return null
  return (
    <>
      <p className="preview-bar" role="status">
        Previewing unpublished changes. <a href="/api/draft-mode/disable">Leave preview</a>
      </p>
      <VisualEditing />
    </>
  )
}
