import { guarded, siteById } from '@/api/handlers'

export const GET = guarded(siteById)
