import { waitsList } from '@/content/api/handlers'

export const GET = waitsList
