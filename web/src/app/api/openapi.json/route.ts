import { openApiDocument } from '@/api/openapi'
import { config } from '@/server/config'
import { json } from '@/server/respond'
import { route } from '@/server/route'

export const GET = route({}, async ({ request }) => {
  const document = openApiDocument(config().site.url)
  return json(request, document, 'archive', 200, document)
})
