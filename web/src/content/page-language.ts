import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { choosableLanguages, wordsIn, type Languages } from '@/platform/i18n/catalogues'
import { pageMetadata } from '@/platform/seo/metadata'
import { getIdentity } from './identity'

// The language of a page, from its address's [lang] segment (the proxy writes the default
// language's there for an address without one). Only a language the festival offers and the site
// has words for has pages: any other is a 404.

/** The languages that have pages: the festival's default, and its others that have a catalogue. */
export const pageLanguages = cache(async (): Promise<Languages> => {
  const { languages } = await getIdentity()
  return { default: languages.default, others: choosableLanguages(languages).filter((l) => l !== languages.default) }
})

/** The page's language, or a 404 for a segment that is not one of the page languages. */
export async function pageLanguage(params: Promise<{ lang: string }>): Promise<string> {
  const [{ lang }, languages] = await Promise.all([params, pageLanguages()])
  if (lang !== languages.default && !languages.others.includes(lang)) notFound()
  return lang
}

/** Who the site is, for a page's metadata, with the languages its pages have (hreflang). */
export async function pageSiteName(): Promise<{ title: string; ogLocale: string; languages: Languages }> {
  const [{ title, ogLocale }, languages] = await Promise.all([getIdentity(), pageLanguages()])
  return { title, ogLocale, languages }
}

/** What a page's content reads take for `$lang`: null for the default language (the documents' own words), else the language. */
export async function contentLang(language: string): Promise<string | null> {
  return language === (await pageLanguages()).default ? null : language
}

/**
 * A list page's metadata in its address's language: its namespace's `title` and `description`,
 * its address in each language and its Open Graph locale.
 */
export function listPageMetadata(namespace: 'sites' | 'events' | 'tours' | 'neighborhoods' | 'trails', path: string) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const language = await pageLanguage(params)
    // Every list's namespace has the two: the union only narrows which.
    const t = wordsIn(language, namespace as 'sites')
    return pageMetadata({ title: t('title'), description: t('description'), path, language }, await pageSiteName())
  }
}

/** The language a field shown for want of a translation is in: the default, on a page in another language; none on the default's own. */
export const fallbackOf = (language: string, languages: Languages): string | undefined =>
  language === languages.default ? undefined : languages.default

/** A record's fields' `lang`: the fallback for a field it shows untranslated (its `untranslated`), none for the others. */
export const langOfFields =
  (fallback: string | undefined, untranslated: readonly string[]) =>
  (field: string): string | undefined =>
    fallback && untranslated.includes(field) ? fallback : undefined

/**
 * A signed-in page's metadata: its title in the address's language (`title` says it), and kept
 * out of search engines.
 */
export function privatePageMetadata(title: (language: string) => string) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => ({
    title: title(await pageLanguage(params)),
    robots: { index: false },
  })
}
