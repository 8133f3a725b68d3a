import { statusNotices } from '@/content/api/handlers'

export const GET = statusNotices
