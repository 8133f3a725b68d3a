import { archiveList } from '@/api/handlers'

export const GET = archiveList('sponsors')
