import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core'
import en from './messages/en.json' with { type: 'json' }
import es from './messages/es.json' with { type: 'json' }

// The words of the site in each language it has a catalogue for: ICU messages (plurals, numbers)
// in one JSON file per language, the same keys in every one (catalogues.test.ts). The settings
// name the languages a festival offers; a language without a catalogue here falls back to the
// festival's default, then to English.

export const CATALOGUES = { en, es } as const

export type Catalogue = typeof en
export type CatalogueLanguage = keyof typeof CATALOGUES

const hasCatalogue = (language: string): language is CatalogueLanguage => Object.hasOwn(CATALOGUES, language)

/** The site's languages as the settings give them: the default, and the others offered. */
export interface Languages {
  default: string
  others: readonly string[]
}

/**
 * The language to speak to someone who asked for `wanted` (an account's choice, a page's
 * language): it, or its base language ("es" for "es-MX"), when the festival offers it and a
 * catalogue exists; else the festival's default; else English.
 */
export function languageFor(wanted: string | null | undefined, languages: Languages): CatalogueLanguage {
  const offered = [languages.default, ...languages.others]
  for (const candidate of [wanted, wanted?.split('-')[0]]) {
    if (candidate && offered.includes(candidate) && hasCatalogue(candidate)) return candidate
  }
  const main = languages.default.split('-')[0] ?? languages.default
  return hasCatalogue(languages.default) ? languages.default : hasCatalogue(main) ? main : 'en'
}

/** The languages a visitor may choose among: the festival's, each with a catalogue. */
export function choosableLanguages(languages: Languages): CatalogueLanguage[] {
  return [languages.default, ...languages.others].filter(hasCatalogue)
}

/** A language's name in itself: "English", "Español". */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

// One cache of parsed messages and Intl formatters for the process: without it every message is
// parsed again each time it is said (an entry email's ten messages cost 0.2 ms).
const cache = _createCache()
const formatters = _createIntlFormatters(cache)
const translators = new Map<string, unknown>()

const translatorOf = <Namespace extends keyof Catalogue>(language: CatalogueLanguage, namespace: Namespace) =>
  createTranslator({ locale: language, messages: CATALOGUES[language] as Catalogue, namespace, _cache: cache, _formatters: formatters })

/**
 * A namespace's words as a function: the server's `wordsOf(language, 'host')` and a client
 * component's `useTranslations('host')` both are one.
 */
export type Words<Namespace extends keyof Catalogue> = ReturnType<typeof translatorOf<Namespace>>

/** The messages of one namespace in `language`, as ICU formatted by use-intl (one translator each, kept). */
export function wordsOf<Namespace extends keyof Catalogue>(language: CatalogueLanguage, namespace: Namespace) {
  const key = `${language}:${namespace}`
  let t = translators.get(key) as ReturnType<typeof translatorOf<Namespace>> | undefined
  if (!t) translators.set(key, (t = translatorOf(language, namespace)))
  return t
}

/** The catalogue for a page in `language` (any tag): its own, its base language's ("es" for "es-MX"), else English. */
export function catalogueFor(language: string): CatalogueLanguage {
  const base = language.split('-')[0] ?? language
  return hasCatalogue(language) ? language : hasCatalogue(base) ? base : 'en'
}

/**
 * A namespace's words for a page in `language`. A component a page not yet translated also shows
 * is given no language and says English, the words it was written in.
 */
export function wordsIn<Namespace extends keyof Catalogue>(language: string | undefined, namespace: Namespace) {
  return wordsOf(catalogueFor(language ?? 'en'), namespace)
}

/** A namespace's messages as written, with the language they are in: what an island is given. */
export type PlainWords<Namespace extends keyof Catalogue> = Catalogue[Namespace] & { language: CatalogueLanguage }

/**
 * A namespace's messages for a page in `language` as they are written, plain strings with {names}
 * for an island to fill in (kernel/text/fill.ts) and count with the language's plural rules, so it
 * speaks the page's language with no message formatter in its JavaScript. The strings travel in
 * the page's HTML, once. English when no language is given.
 */
export function plainWords<Namespace extends keyof Catalogue>(language: string | undefined, namespace: Namespace): PlainWords<Namespace> {
  const catalogue = catalogueFor(language ?? 'en')
  return { ...(CATALOGUES[catalogue][namespace] as Catalogue[Namespace]), language: catalogue }
}

/**
 * A stored option's name in `language` (an event's category, a tour's or a trail's mode, a kind of
 * place): the namespace's `group.value` message, or the value itself when the catalogue has none.
 */
export function optionTitle(language: string | undefined, namespace: keyof Catalogue, group: string, value: string): string {
  // The key is built at run time, so it is looked up as a string; `has` keeps it from throwing.
  const t = wordsIn(language, namespace) as unknown as { (key: string): string; has: (key: string) => boolean }
  const key = `${group}.${value}`
  return t.has(key) ? t(key) : value
}
