import type { Metadata } from 'next'
import { pathIn, type Languages } from '@/kernel/page-table/language-addresses'
import { absoluteUrl, canonicalPath } from './site-url'

// Every page's metadata from one helper: title, description, canonical URL, Open Graph
// and Twitter cards. Next merges metadata shallowly, so a page that sets openGraph replaces the
// root's entirely: the helper therefore always fills openGraph in full, including an image (the
// page's own, else a card drawn from its title by /og). A page whose words are in its address's
// language (`language`) names its address in each language (hreflang), with the default
// language's as x-default; a page not yet translated names only its default-language address as
// canonical, so its other addresses are not indexed as pages of their own.

/** Who the site is, as the settings name it: its title, and its Open Graph locale (e.g. en_US). */
export interface SiteName {
  title: string
  ogLocale: string
  /** The languages that have pages; without them a page has no alternates. */
  languages?: Languages
}

const DESCRIPTION_LIMIT = 160
export const OG_SIZE = { width: 1200, height: 630 }

export interface PageImage {
  url: string
  width?: number
  height?: number
  alt?: string | null
}

export interface PageMetadataInput {
  title: string
  description?: string | null
  /** The page's path on the site (e.g. /sites/abernathy-cold-storage); the canonical URL. */
  path: string
  image?: PageImage | string | null
  /** Open Graph type; 'article' for singles such as a site or an event. */
  type?: 'website' | 'article'
  /** Keep the page out of search engines (account pages, previews). */
  noindex?: boolean
  /** The language of the page's words, when it speaks its address's language (a translated page). */
  language?: string
  /**
   * The page's path in each language that has its own (a translated slug), and the default
   * language's under `default`; a language with none has the default's.
   */
  paths?: Record<string, string>
}

/** Shortens to the limit at a word boundary, with an ellipsis; collapses whitespace. */
export function clampDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The generated card for a title: /og?title=… (see app/og/route.tsx). */
export function ogCardPath(title: string): string {
  return `/og?${new URLSearchParams({ title: title.slice(0, 120) }).toString()}`
}

/**
 * The page's address in each language and x-default, for a page that has them: `path` with the
 * language's prefix, or the language's own path where `paths` gives one (a translated slug).
 */
export function alternatesOf(path: string, languages: Languages, paths: Record<string, string> = {}): Record<string, string> {
  const all = [languages.default, ...languages.others]
  const pathOf = (language: string) =>
    canonicalPath((language === languages.default ? undefined : paths[language]) ?? paths.default ?? path)
  return Object.fromEntries([
    ...all.map((l) => [l, absoluteUrl(pathIn(pathOf(l), l, languages))]),
    ['x-default', absoluteUrl(pathOf(languages.default))],
  ])
}

export function pageMetadata(input: PageMetadataInput, site: SiteName): Metadata {
  const path = canonicalPath(input.path)
  const languages = input.language ? site.languages : undefined
  const url = absoluteUrl(languages && input.language ? pathIn(path, input.language, languages) : path)
  const translated = languages && input.language !== languages.default
  const description = input.description ? clampDescription(input.description) : undefined
  const given = typeof input.image === 'string' ? { url: input.image } : input.image
  const image = given
    ? { url: absoluteUrl(given.url), width: given.width, height: given.height, alt: given.alt ?? input.title }
    : { url: absoluteUrl(ogCardPath(input.title)), ...OG_SIZE, alt: input.title }
  return {
    title: input.title,
    ...(description ? { description } : {}),
    alternates: {
      canonical: url,
      ...(languages && languages.others.length > 0 ? { languages: alternatesOf(path, languages, input.paths) } : {}),
    },
    openGraph: {
      type: input.type ?? 'website',
      siteName: site.title,
      locale: translated && input.language ? input.language.replace('-', '_') : site.ogLocale,
      url,
      title: input.title,
      ...(description ? { description } : {}),
      images: [image],
    },
    // X reads the title, description and image from the Open Graph tags when its own are absent
    // (its card markup reference): only the card type is its own.
    twitter: { card: 'summary_large_image' },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
