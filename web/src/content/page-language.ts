import { notFound } from 'next/navigation'
import { cache } from 'react'
import { choosableLanguages, type Languages } from '@/platform/i18n/catalogues'
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
