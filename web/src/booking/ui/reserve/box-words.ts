import { plainWords, type PlainWords } from '@/platform/i18n/catalogues'

// The booking box's words for a page in `language`: the catalogue's `reserve` messages as they
// are written, which the island fills in and counts with the language's plural rules.

export type BoxWords = PlainWords<'reserve'>

export const boxWords = (language: string | undefined): BoxWords => plainWords(language, 'reserve')
