import type { MetadataRoute } from 'next'
import { readSitemapContent } from '@/content/paths'
import { getSettings } from '@/content/settings'
import { pageLanguages } from '@/content/page-language'
import { sitemapEntries, sitemapContentSchema } from '@/platform/seo/sitemap-entries'

// sitemap.xml from the content, regenerated at most once an hour (and on publish, through the
// content tags). If the content cannot be read, the fixed pages are still listed. A page that
// speaks its address's language is listed in each language (platform/seo/sitemap-entries.ts).

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  try {
    const { currentYear } = await getSettings()
    return sitemapEntries(await readSitemapContent(currentYear), await pageLanguages())
  } catch (error) {
    console.error('sitemap.xml: content unavailable, listing the fixed pages only:', error)
    return sitemapEntries(sitemapContentSchema.parse({}))
  }
}
