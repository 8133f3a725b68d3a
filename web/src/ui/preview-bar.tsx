import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions'
import { isPreview } from '@/content/preview'
import { LazyVisualEditing } from './visual-editing.client'

// Shown only in draft mode: says the page shows unpublished changes, offers a way out, and loads
// Sanity's visual-editing bridge so the Presentation tool can follow and refresh the page. The
// props are what next-sanity's own server VisualEditing passes (the site has no basePath and no
// trailing slashes).

export async function PreviewBar() {
  if (!(await isPreview())) return null
  return (
    <>
      <p className="preview-bar" role="status">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler that clears the preview cookie */}
        Previewing unpublished changes. <a href="/api/draft-mode/disable">Leave preview</a>
      </p>
      <LazyVisualEditing onPerspectiveChange={perspectiveChangeAction} onVariantChange={variantChangeAction} trailingSlash={false} />
    </>
  )
}
