import { eventById } from '@/content/api/handlers'

export const GET = eventById
