import { knownPathLists } from '@/platform/errors/known-paths'
import { sitemapContentSchema, type SitemapContent } from '@/platform/seo/sitemap-entries'
import { knownPathsQuery } from '@/content/sanity/queries/known-paths'
import { sitemapQuery } from '@/content/sanity/queries/sitemap'
import { oneReader, read } from './reader'

// The slugs and paths the pages serve: the sitemap's (this year's public pages) and the proxy's
// index of every address a page route could answer (platform/errors/known-paths.ts reads it).

const sitemapReader = oneReader({
  query: sitemapQuery,
  record: sitemapContentSchema,
  tags: ['settings', 'site', 'event', 'tour', 'neighborhood', 'stop', 'page', 'festival'],
})

export function readSitemapContent(year: number): Promise<SitemapContent> {
  return read(sitemapReader, { year })
}

const knownPathsReader = oneReader({
  query: knownPathsQuery,
  record: knownPathLists,
  tags: ['site', 'event', 'tour', 'neighborhood', 'stop', 'page', 'festival'],
})

export function readKnownPaths() {
  return read(knownPathsReader)
}
