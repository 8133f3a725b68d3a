import { z } from 'zod'
import { itemTitlesQuery } from '@/content/sanity/queries'
import { oneReader, read } from './reader'

// Names of the content an itinerary points at, for its calendar export. The content source being
// down must not stop the export: the caller falls back to a generic title per kind.

// An answer that is not the expected list is read as no titles, like a failed read.
const titles = z.array(z.object({ id: z.string(), title: z.string().nullable().optional() })).catch([])

const titlesReader = oneReader({ query: itemTitlesQuery, record: titles, tags: ['site', 'event', 'tour', 'pointOfInterest'] })

export async function contentTitles(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  try {
    const rows = await read(titlesReader, { ids })
    return new Map(rows.flatMap((row): [string, string][] => (row.title ? [[row.id, row.title]] : [])))
  } catch (error) {
    console.error('Failed to read item titles for a calendar export:', error)
    return new Map()
  }
}
