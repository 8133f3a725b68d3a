import { sitesList } from '@/content/api/handlers'
import { gzipRoute } from '@/platform/http/gzip-route'

export const GET = gzipRoute(sitesList)
