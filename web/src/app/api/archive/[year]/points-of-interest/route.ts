import { archiveList } from '@/api/handlers'

export const GET = archiveList('points-of-interest')
