import { z } from 'zod'
import type { FestivalHours } from '@/programme/hours/opening-hours'
import type { PublicLocation } from '@/kernel/geo/public-location'
import { itineraryRefsQuery } from '@/content/sanity/queries/itineraries'
import { oneReader, read } from './reader'
import { placeLocation } from './records/common'

// The content behind an itinerary's items, by ref id: the title, link, place and hours the pages
// show beside each item. Server only. The content source failing must not hide anyone's plan: the
// items are then shown by their ids, without places (logged). Places are as a visitor sees them,
// since a shared itinerary is public: a members-only place has no address and an approximate
// point (a member finds the exact one on its site page).

export interface ContentRef {
  id: string
  kind: 'site' | 'event' | 'tour' | 'stop' | 'other'
  title: string
  href?: string
  location?: PublicLocation
  address?: string
  hours?: FestivalHours[]
  start?: string
  end?: string
}

const hoursRow = z.object({ day: z.enum(['saturday', 'sunday']), date: z.string(), opens: z.string(), closes: z.string() })
const row = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string().nullish(),
  slug: z.string().nullish(),
  location: placeLocation.nullish().catch(null),
  address: z.string().nullish(),
  hours: z.array(hoursRow).nullish().catch(null),
  start: z.string().nullish(),
  end: z.string().nullish(),
})

// Rows are checked one by one: a row that breaks the record is left out, the rest still shown.
const rows = z
  .array(row.nullable().catch(null))
  .catch([])
  .transform((parsed) => parsed.filter((r) => r !== null))

const refsReader = oneReader({ query: itineraryRefsQuery, record: rows, tags: ['site', 'event', 'tour', 'stop'] })

const BASE: Record<string, { kind: ContentRef['kind']; path: string }> = {
  site: { kind: 'site', path: '/sites/' },
  event: { kind: 'event', path: '/events/' },
  tour: { kind: 'tour', path: '/tours/' },
  stop: { kind: 'stop', path: '/stops/' },
}

export async function resolveRefs(ids: string[], year: number): Promise<Map<string, ContentRef>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  let found: z.output<typeof rows>
  try {
    found = await read(refsReader, { ids: unique, year, member: false })
  } catch (error) {
    console.error('Failed to read the content of itinerary items:', error)
    return new Map()
  }
  const refs = new Map<string, ContentRef>()
  for (const r of found) {
    const base = BASE[r.type]
    refs.set(r.id, {
      id: r.id,
      kind: base?.kind ?? 'other',
      title: r.title ?? r.id,
      ...(base && r.slug ? { href: `${base.path}${r.slug}` } : {}),
      ...(r.location ? { location: r.location } : {}),
      ...(r.address ? { address: r.address } : {}),
      // A site with an edition but no hours listed is closed both days; no edition at all: unknown.
      ...(r.type === 'site' || r.type === 'stop' ? (r.hours ? { hours: r.hours } : {}) : {}),
      ...(r.start ? { start: r.start } : {}),
      ...(r.end ? { end: r.end } : {}),
    })
  }
  return refs
}
