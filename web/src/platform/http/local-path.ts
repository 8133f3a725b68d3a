import { headers } from 'next/headers'
import { isLanguagePrefix, LANGUAGE_PREFIX_HEADER } from '@/platform/language-segment'

// A path of the site in the language of the page being rendered, for a page rendered per request
// that sends its visitor elsewhere (sign-in, My OHC's outage page): /login from /es/my-ohc is
// /es/login. The proxy says the address's language prefix on every page request.

/** `path` (the default language's form, starting with "/") in the request's language. */
export async function localPath(path: string): Promise<string> {
  const prefix = (await headers()).get(LANGUAGE_PREFIX_HEADER) ?? ''
  if (!isLanguagePrefix(prefix)) return path
  return path === '/' ? prefix : `${prefix}${path}`
}
