import { eventById } from '@/api/handlers'

export const GET = eventById
