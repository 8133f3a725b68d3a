import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { previewSecretClient } from '@/content/preview'
import { apiError } from '@/platform/respond'

// The Studio's Presentation tool opens the site through this route with a one-time secret; the
// secret is checked against the Content Lake (with the read token) before draft mode turns on.

export async function GET(request: Request): Promise<Response> {
  const client = previewSecretClient()
  if (!client) {
    return apiError(
      404,
      'not_found',
      'Previewing drafts needs a Sanity project and a read token (SANITY_PROJECT_ID, SANITY_API_READ_TOKEN).',
    )
  }
  const { GET: enable } = defineEnableDraftMode({ client })
  return enable(request)
}
