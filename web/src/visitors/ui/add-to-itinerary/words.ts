import { plainWords, type PlainWords } from '@/platform/i18n/catalogues'

// The Add to itinerary button's and dialog's words for a page in `language` (the catalogue's
// `addToItinerary` messages as written), handed to the island in the page's HTML; the dialog,
// loaded on the first click, fills them in.

export type AddToItineraryWords = PlainWords<'addToItinerary'>

export const addToItineraryWords = (language?: string): AddToItineraryWords => plainWords(language, 'addToItinerary')
