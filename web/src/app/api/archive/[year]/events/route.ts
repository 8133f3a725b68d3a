import { archiveList, guarded } from '@/api/handlers'

export const GET = guarded(archiveList('events'))
