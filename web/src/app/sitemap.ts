import type { MetadataRoute } from 'next'
import { getSettings } from '@/api/content'
import { shapeOne } from '@/api/shape'
import { sitemapEntries, sitemapContentSchema } from '@/lib/seo/sitemap-entries'
import { sitemapQuery } from '@/sanity/queries/sitemap'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'

// sitemap.xml from the content, regenerated at most once an hour (and on publish, through the
// content tags). If the content cannot be read, the fixed pages are still listed.

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  try {
    const { currentYear } = await getSettings()
    const raw = await contentSource().query(sitemapQuery, { year: currentYear }, {
      tags: tagsFor('settings', 'site', 'event', 'tour', 'neighborhood', 'stop', 'page', 'festival'),
    })
    return sitemapEntries(shapeOne(sitemapContentSchema, raw))
  } catch (error) {
    console.error('sitemap.xml: content unavailable, listing the fixed pages only:', error)
    return sitemapEntries(sitemapContentSchema.parse({}))
  }
}
