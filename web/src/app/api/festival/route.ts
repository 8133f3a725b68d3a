import { festivalState } from '@/content/api/handlers'

export const GET = festivalState
