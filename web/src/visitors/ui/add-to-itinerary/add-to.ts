import type { ItineraryDetail } from '@/visitors/itineraries/itineraries'
import type { NewItem } from '@/visitors/itineraries/items'
import { callApi } from '@/ui/runtime/api.client'

// "Add to itinerary" as one request: to an itinerary of the visitor's, or to a new one made with
// the item in it (POST /api/itineraries {name, item}: one transaction, both or neither, so a
// failure never leaves an empty itinerary behind). Adding the same thing twice is not an error:
// the API answers 200 with the item already there. The answer is the sentence the visitor reads.

export type Destination = { id: string; name: string } | { name: string; id?: undefined }

export async function addTo(destination: Destination | undefined, item: Pick<NewItem, 'kind' | 'refId' | 'day'>): Promise<string> {
  if (!destination) throw new Error('Choose an itinerary.')
  if (destination.id === undefined) {
    const created = await callApi<ItineraryDetail>('/api/itineraries', { method: 'POST', body: { name: destination.name, item } })
    return `Itinerary created. Added to ${created.data.name}.`
  }
  const answer = await callApi(`/api/itineraries/${encodeURIComponent(destination.id)}/items`, { method: 'POST', body: item })
  return answer.status === 201 ? `Added to ${destination.name}.` : `Already in ${destination.name}: nothing changed.`
}
