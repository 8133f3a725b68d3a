import { liveList } from '@/api/handlers'

export const GET = liveList('sponsors')
