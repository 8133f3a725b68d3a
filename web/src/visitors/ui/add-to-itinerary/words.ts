import { CATALOGUES, catalogueFor, type Catalogue, type CatalogueLanguage } from '@/platform/i18n/catalogues'

// The Add to itinerary button's and dialog's words for a page in `language` (the catalogue's
// `addToItinerary` messages as written, plain strings with {names}), handed to the island in the
// page's HTML; the dialog, loaded on the first click, fills them in. English when no language is given.

export type AddToItineraryWords = Catalogue['addToItinerary'] & { language: CatalogueLanguage }

export function addToItineraryWords(language?: string): AddToItineraryWords {
  const catalogue = catalogueFor(language ?? 'en')
  return { ...(CATALOGUES[catalogue].addToItinerary as Catalogue['addToItinerary']), language: catalogue }
}
