import { getDatabase } from '@/platform/db/database'
import type { ItineraryItemKind } from '@/platform/db/schema'
import { getItinerary } from '@/visitors/itineraries/itineraries'
import { notFound } from '@/visitors/itineraries/http'
import { writeCalendar } from '@/kernel/text/ics'
import { contentTitles } from '@/content/item-titles'
import { route } from '@/platform/http/route'

const KIND_LABEL: Record<ItineraryItemKind, string> = { site: 'Site visit', event: 'Event', tour: 'Tour', stop: 'Stop' }

// One all-day event per item that has a day; undated items have no place in a calendar.
export const GET = route({ session: 'required', params: ['id'] }, async ({ request, user, params: { id } }) => {
  const itinerary = await getItinerary(getDatabase(), user.id, id)
  if (!itinerary) return notFound()
  const dated = itinerary.items.flatMap((item) => (item.day ? [{ ...item, day: item.day }] : []))
  const titles = await contentTitles(dated.map((item) => item.refId))
  const host = new URL(request.url).host
  const body = writeCalendar(
    itinerary.name,
    dated.map((item) => ({
      uid: `${item.id}@${host}`,
      day: item.day,
      summary: titles.get(item.refId) ?? `${KIND_LABEL[item.kind]}: ${item.refId}`,
      description: item.note ?? undefined,
    })),
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="itinerary.ics"`,
      'Cache-Control': 'no-store',
    },
  })
})
