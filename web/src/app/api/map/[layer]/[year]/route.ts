import { mapPlaces } from '@/api/handlers'

export const GET = mapPlaces
