import { wordsIn } from '@/platform/i18n/catalogues'

// The Add to itinerary button's words for a page in `language` (the catalogue's `site` words),
// handed to the island as plain strings; English when no language is given.

export function addToItineraryWords(language?: string): { add: string; signInToAdd: string } {
  const t = wordsIn(language, 'site')
  return { add: t('addToItinerary'), signInToAdd: t('signInToAdd') }
}
