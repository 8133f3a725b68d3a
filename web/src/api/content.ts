import { z } from 'zod'
import { contentSource } from '@/sanity/source'
import { festivalByYearQuery, settingsQuery, siteQuery, eventQuery } from '@/sanity/queries'
import { tagsFor } from '@/sanity/tags'
import { DEFAULT_TIME_ZONE } from '@/time'
import { COLLECTIONS, type CollectionName } from './collections'
import { eventDetailRecord } from './records/programme'
import { siteDetailRecord } from './records/site'
import { shapeList, shapeOne, type ListBody, type RecordLike } from './shape'

// Reads content for the API and the pages. Lists never throw: a failed list fetch is logged and
// answers empty data (SPEC §8), flagged so the caller can keep it out of caches.

const settingsSchema = z.object({
  title: z.string().optional(),
  tagline: z.string().optional(),
  description: z.string().optional(),
  currentYear: z.number().int(),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
})

export type Settings = z.output<typeof settingsSchema>

/** Reads for pages may preview drafts; the API's never do. */
export interface ReadOptions {
  draft?: boolean
}

export async function getSettings({ draft }: ReadOptions = {}): Promise<Settings> {
  const raw = await contentSource().query(settingsQuery, {}, { tags: tagsFor('settings'), draft })
  return shapeOne(settingsSchema, raw)
}

const festivalSchema = z.object({
  year: z.number().int(),
  title: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  intro: z.string().optional(),
  figures: z
    .object({ attendees: z.number().optional(), visits: z.number().optional(), sites: z.number().optional() })
    .optional(),
})

export async function getFestival(year: number, { draft }: ReadOptions = {}) {
  const raw = await contentSource().query(festivalByYearQuery, { year }, { tags: tagsFor('festival'), draft })
  return raw ? shapeOne(festivalSchema, raw) : null
}

export interface ListResult<R extends RecordLike> extends ListBody<R> {
  /** True when the content source failed and this is the empty fallback. */
  fallback: boolean
}

// Shaped lists by the raw answer they came from. The local engine hands back the same memoised
// answer until the dataset changes, so zod runs once per list and dataset version, not per request.
const shapedLists = new WeakMap<object, ListResult<RecordLike>>()

function shapedOnce(collection: (typeof COLLECTIONS)[CollectionName], raw: unknown): ListResult<RecordLike> {
  const cached = typeof raw === 'object' && raw !== null ? shapedLists.get(raw) : undefined
  if (cached) return cached
  const list = { ...shapeList(collection.record, collection.toRecords ? collection.toRecords(raw) : raw), fallback: false }
  if (typeof raw === 'object' && raw !== null) shapedLists.set(raw, list)
  return list
}

export async function listCollection(
  name: CollectionName,
  { year, archived, member, draft }: { year: number; archived: boolean; member: boolean } & ReadOptions,
): Promise<ListResult<RecordLike>> {
  const collection = COLLECTIONS[name]
  try {
    const raw = await contentSource().query(
      archived ? collection.archive : collection.live,
      { year, member },
      { tags: tagsFor(...collection.types), draft },
    )
    return shapedOnce(collection, raw)
  } catch (error) {
    console.error(`Failed list fetch (${name}, ${year}):`, error)
    return { data: [], map: {}, fallback: true }
  }
}

export async function getSite(id: string, { year, member }: { year: number; member: boolean }) {
  const raw = await contentSource().query(siteQuery, { id, year, member }, { tags: tagsFor('site', 'neighborhood') })
  return raw ? shapeOne(siteDetailRecord, raw) : null
}

export async function getEvent(id: string, { year, member }: { year: number | null; member: boolean }) {
  const raw = await contentSource().query(eventQuery, { id, year, member }, { tags: tagsFor('event', 'site') })
  return raw ? shapeOne(eventDetailRecord, raw) : null
}
