import { archiveList } from '@/content/api/handlers'

export const GET = archiveList('sites')
