import { guarded } from '@/api/handlers'
import { festivalDays } from '@/itineraries/festival-days'
import { ok } from '@/itineraries/http'

// The current festival's days, for the "Add to itinerary" dialog's day choice. Public content.
export const GET = guarded(async () => ok({ data: await festivalDays() }))
