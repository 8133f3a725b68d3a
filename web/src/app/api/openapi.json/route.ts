import { openApiDocument } from '@/content/api/openapi'
import { config } from '@/platform/config'
import { json } from '@/platform/respond'
import { route } from '@/platform/http/route'

export const GET = route({}, async ({ request }) => {
  const document = openApiDocument(config().site.url)
  return json(request, document, 'archive', 200, document)
})
