import { archivedEventById, guarded } from '@/api/handlers'

export const GET = guarded(archivedEventById)
