import type { Identity } from '@/content/identity'

// The content API's `?lang=`: which language an answer's words are in. The default language is
// read as `$lang` null (the documents' own fields); another language the festival offers reads
// its translations, field by field, falling back to the default's. Every answer says its language
// in Content-Language, and the language is part of the address, so no cache varies on a header.

export type AskedLanguage =
  | {
      ok: true
      /** The language of the answer's words, for Content-Language. */
      language: string
      /** What the queries' `$lang` gets: null for the default language. */
      lang: string | null
    }
  | { ok: false; message: string }

export function askedLanguage(url: URL, languages: Identity['languages']): AskedLanguage {
  const asked = url.searchParams.get('lang')
  if (asked === null || asked === languages.default) return { ok: true, language: languages.default, lang: null }
  if (languages.others.includes(asked)) return { ok: true, language: asked, lang: asked }
  const offered = [languages.default, ...languages.others].join(', ')
  return { ok: false, message: `The festival's content is in ${offered}: lang="${asked}" is not one of them.` }
}

/** The answer, saying the language of its words. */
export function inLanguage(response: Response, language: string): Response {
  response.headers.set('Content-Language', language)
  return response
}
