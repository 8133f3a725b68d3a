import { eventById, guarded } from '@/api/handlers'

export const GET = guarded(eventById)
