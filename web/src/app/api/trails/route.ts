import { liveList } from '@/content/api/handlers'

export const GET = liveList('trails')
