import { CATALOGUES, catalogueFor, type Catalogue, type CatalogueLanguage } from '@/platform/i18n/catalogues'

// The booking box's words for a page in `language`: the catalogue's `reserve` messages as they are
// written, plain strings with {names}, which the island fills in (kernel/text/fill.ts) and counts
// with the language's plural rules. So the box speaks the page's language with no message
// formatter in its JavaScript; the strings travel in the page's HTML, once.

export type BoxWords = Catalogue['reserve'] & { language: CatalogueLanguage }

export function boxWords(language: string | undefined): BoxWords {
  const catalogue = catalogueFor(language ?? 'en')
  return { ...(CATALOGUES[catalogue].reserve as Catalogue['reserve']), language: catalogue }
}
