import { apiError } from '@/platform/respond'

// The answer particular to the itineraries API; the rest (origin check, session, bodies, errors)
// is every JSON route's, in platform/http/route.ts.

export const notFound = () => apiError(404, 'not_found', 'No such itinerary.')
