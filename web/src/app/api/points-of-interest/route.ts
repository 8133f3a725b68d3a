import { guarded, liveList } from '@/api/handlers'

export const GET = guarded(liveList('points-of-interest'))
