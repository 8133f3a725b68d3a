import { z } from 'zod'
import { itemTitlesQuery } from '@/sanity/queries'
import { contentSource } from '@/sanity/source'
import { tagsFor } from '@/sanity/tags'

// Names of the content an itinerary points at, for its calendar export. The content source being
// down must not stop the export: the caller falls back to a generic title per kind.

const titles = z.array(z.object({ id: z.string(), title: z.string().nullable().optional() }))

export async function contentTitles(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  try {
    const raw = await contentSource().query(itemTitlesQuery, { ids }, { tags: tagsFor('site', 'event', 'tour', 'pointOfInterest') })
    const parsed = titles.safeParse(raw)
    if (!parsed.success) return new Map()
    return new Map(parsed.data.flatMap((row): [string, string][] => (row.title ? [[row.id, row.title]] : [])))
  } catch (error) {
    console.error('Failed to read item titles for a calendar export:', error)
    return new Map()
  }
}
