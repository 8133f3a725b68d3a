import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { slugOf } from '@/kernel/page-table/segments'
import { pageMetadata, type PageMetadataInput, type SiteName } from './metadata'

// The one shape of a detail page (a site, an event, a tour, a neighborhood): its record read by the
// slug in its catch-all segment (the reader's cache makes the metadata's read and the page's one),
// the metadata from that record, and the 404 page, titled "Page Not Found", for a slug with none.
// A page that speaks its address's language reads its record in it (`load`'s second argument).

export interface DetailPageProps<Segment extends string> {
  /** The slug's segments, and the page's language ([lang], the default's for an address without one). */
  params: Promise<Record<Segment, string[]> & { lang: string }>
}

export function detailPage<Segment extends string, T>(
  segment: Segment,
  load: (slug: string, lang: string) => Promise<T | null | undefined>,
  metadataOf: (record: T) => PageMetadataInput,
  site: () => Promise<SiteName>,
) {
  const read = async ({ params }: DetailPageProps<Segment>) => {
    const given = await params
    return load(slugOf(given[segment]), given.lang)
  }
  return {
    /** Next's generateMetadata for the page. */
    generateMetadata: async (props: DetailPageProps<Segment>): Promise<Metadata> => {
      const record = await read(props)
      return record ? pageMetadata(metadataOf(record), await site()) : { title: 'Page Not Found' }
    },
    /** The page's record; the 404 page when the slug names none. */
    record: async (props: DetailPageProps<Segment>): Promise<T> => {
      const record = await read(props)
      if (!record) notFound()
      return record
    },
  }
}

/**
 * A detail page's path in each language from its slugs (the default language's under `default`,
 * for the x-default; each translation's under its language), for pageMetadata's `paths`.
 */
export function slugPaths(
  base: string,
  slugs: { default: string; translations: { language: string; slug: string }[] },
): Record<string, string> {
  return Object.fromEntries([['default', `${base}/${slugs.default}`], ...slugs.translations.map((t) => [t.language, `${base}/${t.slug}`])])
}
