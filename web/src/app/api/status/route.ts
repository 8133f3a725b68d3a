import { statusNotices } from '@/api/handlers'

export const GET = statusNotices
