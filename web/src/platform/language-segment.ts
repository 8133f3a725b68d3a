// A language's first segment in a page's address (/es/my-ohc), for the rules that must hold in
// every language before any settings are read: next.config's headers and the request edge's
// personal paths. Loaded by next.config.ts, so it imports nothing. Which languages have pages is
// the settings' (kernel/page-table/language-addresses.ts).

/** A language-like first segment: two or three letters and a region or script ("/es", "/pt-BR"). */
const LANGUAGE_PREFIX = /^\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?(?=\/|$)/

/** Whether `prefix` is a language's prefix alone ("/es"), as the proxy writes it. */
export const isLanguagePrefix = (prefix: string) => LANGUAGE_PREFIX.exec(prefix)?.[0] === prefix

/**
 * Any language-like first segment taken off, with no settings to hand (the request edge, the
 * headers): "/es/my-ohc" reads as "/my-ohc". Two or three letters and a region or script.
 */
export function withoutLanguageLike(pathname: string): string {
  const match = LANGUAGE_PREFIX.exec(pathname)
  if (!match) return pathname
  const rest = pathname.slice(match[0].length)
  return rest === '' ? '/' : rest
}

/** The pattern of a language's segment in next.config's path rules (path-to-regexp). */
export const LANGUAGE_SEGMENT = ':lang([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)'

/** The request header the proxy sets on a page's request: its language prefix, "/es", or "" for the default language. */
export const LANGUAGE_PREFIX_HEADER = 'x-ohc-language-prefix'
