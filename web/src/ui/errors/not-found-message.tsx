import { CATALOGUES } from '@/platform/i18n/catalogues'
import { NotFoundWords } from './not-found-words.client'

// The 404 page's content ("Page Not Found"), inside whichever layout the path belongs to, in the
// page's language. A not-found page is given no params, so it cannot pick its words on the server:
// it hands every language's few words to the island, which says them in the language the root
// layout set from the address (/es/… in Spanish), already in the server's HTML.

const WORDS = Object.fromEntries(Object.entries(CATALOGUES).map(([language, catalogue]) => [language, catalogue.notFound]))

export function NotFoundMessage({ home = '/' }: { home?: string }) {
  return <NotFoundWords words={WORDS} home={home} sites={home === '/' ? '/sites' : `${home}/sites`} />
}
