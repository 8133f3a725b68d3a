import { CATALOGUES, catalogueFor, type Catalogue, type CatalogueLanguage } from '@/platform/i18n/catalogues'

// The itinerary editor's words for a page in `language`: the catalogue's `itineraryEdit` messages
// as written, plain strings with {names} that the islands fill in (kernel/text/fill.ts), so the
// editor speaks the page's language with no message formatter in its JavaScript.

export type ItineraryWords = Catalogue['itineraryEdit'] & { language: CatalogueLanguage }

export function itineraryWords(language: string | undefined): ItineraryWords {
  const catalogue = catalogueFor(language ?? 'en')
  return { ...(CATALOGUES[catalogue].itineraryEdit as Catalogue['itineraryEdit']), language: catalogue }
}
