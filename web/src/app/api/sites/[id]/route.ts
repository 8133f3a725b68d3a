import { siteById } from '@/api/handlers'

export const GET = siteById
