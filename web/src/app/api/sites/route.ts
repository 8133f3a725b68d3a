import { sitesList } from '@/content-api/handlers'
import { gzipRoute } from '@/http/gzip-route'

export const GET = gzipRoute(sitesList)
