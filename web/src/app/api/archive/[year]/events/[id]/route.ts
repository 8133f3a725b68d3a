import { archivedEventById } from '@/api/handlers'

export const GET = archivedEventById
