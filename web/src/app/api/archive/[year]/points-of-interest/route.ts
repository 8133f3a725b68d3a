import { archiveList } from '@/content/api/handlers'

export const GET = archiveList('points-of-interest')
