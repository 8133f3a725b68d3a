import { plainWords, type PlainWords } from '@/platform/i18n/catalogues'

// My OHC's islands' words (reservations, the account) for a page in `language`: the catalogue's
// `myOhcEdit` messages as written, which the islands fill in.

export type MyOhcWords = PlainWords<'myOhcEdit'>

export const myOhcWords = (language: string | undefined): MyOhcWords => plainWords(language, 'myOhcEdit')
