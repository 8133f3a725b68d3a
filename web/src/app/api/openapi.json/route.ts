import { openApiDocument } from '@/api/openapi'
import { guarded } from '@/api/handlers'
import { json } from '@/api/respond'

export const GET = guarded(async (request: Request) => json(request, openApiDocument(), 'archive'))
