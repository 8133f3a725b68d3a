import { plainWords, type PlainWords } from '@/platform/i18n/catalogues'

// The itinerary editor's words for a page in `language`: the catalogue's `itineraryEdit` messages
// as written, which the islands fill in.

export type ItineraryWords = PlainWords<'itineraryEdit'>

export const itineraryWords = (language: string | undefined): ItineraryWords => plainWords(language, 'itineraryEdit')
