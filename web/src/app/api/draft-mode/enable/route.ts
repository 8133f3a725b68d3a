import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { createLakeClient } from '@/sanity/client'
import { readContentEnv } from '@/sanity/env'
import { apiError } from '@/server/respond'

// The Studio's Presentation tool opens the site through this route with a one-time secret; the
// secret is checked against the Content Lake (with the read token) before draft mode turns on.

export async function GET(request: Request): Promise<Response> {
  const env = readContentEnv()
  if (env.kind !== 'lake' || !env.token) {
    return apiError(404, 'not_found', 'Previewing drafts needs a Sanity project and a read token (SANITY_PROJECT_ID, SANITY_API_READ_TOKEN).')
  }
  const { GET: enable } = defineEnableDraftMode({ client: createLakeClient(env) })
  return enable(request)
}
