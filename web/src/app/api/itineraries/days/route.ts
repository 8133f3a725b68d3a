import { festivalDays } from '@/content/festival-days'
import { ok } from '@/platform/respond'
import { route } from '@/platform/http/route'

// The current festival's days, for the "Add to itinerary" dialog's day choice. Public content.
export const GET = route({}, async () => ok({ data: await festivalDays() }))
