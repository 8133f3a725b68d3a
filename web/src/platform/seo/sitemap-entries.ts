import type { MetadataRoute } from 'next'
import { z } from 'zod'
import { CENTRE_PAGES } from '@/kernel/page-table/table'
import { isTranslatedPath } from '@/kernel/page-table/patterns'
import { pathIn, type Languages } from '@/kernel/page-table/language-addresses'
import { absoluteUrl } from './site-url'
import { alternatesOf } from './metadata'

// The entries of sitemap.xml from the content (the query in content/sanity/queries/sitemap.ts). Only
// public pages that exist: no sign-in, account, admin, test or /iframe pages; centre pages only
// where a route serves them.

export const sitemapContentSchema = z.object({
  sites: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  events: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  tours: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  neighborhoods: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  stops: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  pages: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  archivedYears: z
    .array(z.number().int())
    .nullish()
    .transform((v) => v ?? []),
  /** Events, tours and stops with a translated slug, under their list's path: the default language's slug and each translation's. */
  translatedSlugs: z
    .array(
      z.object({
        base: z.enum(['/events', '/tours', '/stops']),
        slug: z.string(),
        translations: z.array(z.object({ language: z.string(), slug: z.string() })).default([]),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
})
export type SitemapContent = z.output<typeof sitemapContentSchema>

const LISTS = ['/', '/sites', '/events', '/tours', '/neighborhoods', '/stops', '/archive', '/archive/sites/images']
const UNLISTED_PAGES = new Set<string>(['test'])
const ROUTED_PAGES = new Set<string>(CENTRE_PAGES)

/** A free-text slug as a path: each segment encoded, "/" kept (slugs may span segments). */
function slugPath(prefix: string, slug: string): string {
  return `${prefix}/${slug.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`
}

/**
 * The sitemap's entries. A page that speaks its address's language (isTranslatedPath) is listed
 * at each language's address (its own slug's, where a translation gives one), each entry naming
 * all of them (hreflang, with x-default); any other page at its default-language address alone.
 */
export function sitemapEntries(content: SitemapContent, languages?: Languages): MetadataRoute.Sitemap {
  const paths = [
    ...LISTS,
    ...content.pages.filter((p) => ROUTED_PAGES.has(p) && !UNLISTED_PAGES.has(p)).map((p) => `/${p}`),
    ...content.sites.map((slug) => slugPath('/sites', slug)),
    ...content.events.map((slug) => slugPath('/events', slug)),
    ...content.tours.map((slug) => slugPath('/tours', slug)),
    ...content.neighborhoods.map((slug) => slugPath('/neighborhoods', slug)),
    ...content.stops.map((slug) => slugPath('/stops', slug)),
    ...content.archivedYears.map((year) => `/archive/${year}`),
  ]
  const priority = (path: string) => (path === '/' ? 1 : LISTS.includes(path) ? 0.8 : 0.6)
  // A page whose slug differs by language, by its default-language path: its path in each language.
  const pathsOf = new Map(
    content.translatedSlugs.map((e) => {
      const path = slugPath(e.base, e.slug)
      return [path, Object.fromEntries([['default', path], ...e.translations.map((t) => [t.language, slugPath(e.base, t.slug)])])]
    }),
  )
  return [...new Set(paths)].flatMap((path) => {
    const entry = { changeFrequency: path.startsWith('/archive/') ? ('yearly' as const) : ('daily' as const), priority: priority(path) }
    if (!languages || languages.others.length === 0 || !isTranslatedPath(path)) return [{ url: absoluteUrl(path), ...entry }]
    const own = pathsOf.get(path)
    const alternates = { languages: alternatesOf(path, languages, own) }
    return [languages.default, ...languages.others].map((l) => ({
      url: alternates.languages[l] ?? absoluteUrl(pathIn(path, l, languages)),
      ...entry,
      alternates,
    }))
  })
}
