import { openApiDocument } from '@/api/openapi'
import { json } from '@/server/respond'
import { route } from '@/server/route'

export const GET = route({}, async ({ request }) => json(request, openApiDocument(), 'archive'))
