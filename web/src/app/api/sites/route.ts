import { sitesList } from '@/content-api/handlers'

export const GET = sitesList
