import { archivedEventById } from '@/content/api/handlers'

export const GET = archivedEventById
