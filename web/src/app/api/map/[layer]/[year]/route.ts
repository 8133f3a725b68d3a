import { mapPlaces } from '@/content/api/handlers'

export const GET = mapPlaces
