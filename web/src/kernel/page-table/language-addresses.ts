// One address per page and language. The default language's pages keep their addresses
// (/sites/abernathy-cold-storage); another language's put its tag first
// (/es/sites/abernathy-cold-storage). Inside the app every page lives under [lang]: the proxy
// rewrites a default-language address to /{default}/…, and sends /{default}/… back to the address
// without it (one address per page, so no two URLs of one page).

/** The languages that have pages: the default, whose addresses carry none, and the others. */
export interface Languages {
  default: string
  others: readonly string[]
}

/** A page's address, read: its language, and the path as the default language writes it. */
export interface LanguageAddress {
  language: string
  /** The path without the language: "/" for a language's home page. */
  path: string
  /** Whether the address named its language (always so for another language). */
  prefixed: boolean
}

/** The first segments that are no page's, so never a language's: the app's own files and the Studio. */
const NOT_PAGES = new Set(['ohc-admin', 'og', 'opengraph-image'])

/** Whether a path is outside the pages (the Studio, Next's internal pages such as /_not-found). */
export function isOutsidePages(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return first.startsWith('_') || NOT_PAGES.has(first)
}

function offered(languages: Languages): readonly string[] {
  return [languages.default, ...languages.others]
}

/** The language an address names, and the page's path in the default language's terms. */
export function splitLanguage(pathname: string, languages: Languages): LanguageAddress {
  const first = pathname.split('/')[1] ?? ''
  if (first !== '' && offered(languages).includes(first)) {
    const rest = pathname.slice(first.length + 1)
    return { language: first, path: rest === '' ? '/' : rest, prefixed: true }
  }
  return { language: languages.default, path: pathname, prefixed: false }
}

/** A page's address in `language`, from its path (which may carry a query or a fragment). */
export function pathIn(path: string, language: string, languages: Languages): string {
  if (language === languages.default || !path.startsWith('/') || path.startsWith('//')) return path
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? `/${language}${path.slice(1)}` : `/${language}${path}`
}
