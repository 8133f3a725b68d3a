import { siteById } from '@/content/api/handlers'

export const GET = siteById
