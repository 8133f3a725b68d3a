import type { ItineraryDetail } from '@/visitors/itineraries/itineraries'
import type { NewItem } from '@/visitors/itineraries/items'
import { callApi } from '@/ui/runtime/api.client'
import { fill } from '@/kernel/text/fill'

// "Add to itinerary" as one request: to an itinerary of the visitor's, or to a new one made with
// the item in it (POST /api/itineraries {name, item}: one transaction, both or neither, so a
// failure never leaves an empty itinerary behind). Adding the same thing twice is not an error:
// the API answers 200 with the item already there. The answer is the sentence the visitor reads,
// in the page's words.

export type Destination = { id: string; name: string } | { name: string; id?: undefined }

/** The sentences an answer is read as: the catalogue's `addToItinerary` ones. */
export interface AddWords {
  choose: string
  created: string
  added: string
  already: string
}

export async function addTo(
  destination: Destination | undefined,
  item: Pick<NewItem, 'kind' | 'refId' | 'day'>,
  words: AddWords,
): Promise<string> {
  if (!destination) throw new Error(words.choose)
  if (destination.id === undefined) {
    const created = await callApi<ItineraryDetail>('/api/itineraries', { method: 'POST', body: { name: destination.name, item } })
    return fill(words.created, { name: created.data.name })
  }
  const answer = await callApi(`/api/itineraries/${encodeURIComponent(destination.id)}/items`, { method: 'POST', body: item })
  return fill(answer.status === 201 ? words.added : words.already, { name: destination.name })
}
