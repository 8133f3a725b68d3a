import { z } from 'zod'
import { siteQuery } from '@/content/sanity/queries'
import { siteBySlugQuery, siteSlugsQuery } from '@/content/sanity/queries/sites'
import { middleOf, type LatLng } from '@/kernel/geo'
import { listCollection } from './lists'
import { oneReader, read, type ReadOptions } from './reader'
import { siteDetailRecord, siteRecord } from './records/site'

// What the sites pages read. The list is listCollection's (shaped once per dataset version); here
// it is flattened once per version, and the neighborhoods for the filter are
// derived from it in the same pass, so a request to /sites costs a filter over memoised data.

export type Site = z.output<typeof siteRecord>['fields'] & { id: string }
export type SiteDetail = z.output<typeof siteDetailRecord>['fields'] & { id: string }
export interface NeighborhoodOption {
  slug: string
  name: string
  /** The middle of its open sites: where "near this neighborhood" measures from. */
  center?: LatLng
}
interface LiveSites {
  sites: Site[]
  neighborhoods: NeighborhoodOption[]
}

const flatLists = new WeakMap<object, LiveSites>()

function flattenedOnce(data: z.output<typeof siteRecord>[]): LiveSites {
  const cached = flatLists.get(data)
  if (cached) return cached
  const sites = data.map((r) => ({ id: r.id, ...r.fields }))
  const bySlug = new Map<string, { name: string; points: LatLng[] }>()
  for (const s of sites) {
    const { slug, name } = s.neighborhood ?? {}
    if (!slug || !name) continue
    const hood = bySlug.get(slug) ?? { name, points: [] }
    hood.points.push(s.location)
    bySlug.set(slug, hood)
  }
  const neighborhoods = [...bySlug]
    .map(([slug, { name, points }]) => ({ slug, name, center: middleOf(points) }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const result = { sites, neighborhoods }
  flatLists.set(data, result)
  return result
}

/** This year's sites as the public sees them (members-only details withheld), their words in `lang` (null: the default language's). */
export async function liveSites(year: number, { draft, lang = null }: ReadOptions & { lang?: string | null } = {}): Promise<LiveSites> {
  const list = await listCollection('sites', { year, archived: false, member: false, draft, lang })
  return flattenedOnce(list.data)
}

const siteByIdReader = oneReader({ query: siteQuery, record: siteDetailRecord.nullable(), tags: ['site', 'neighborhood'] })

/**
 * One building by id for the API, with the edition of `year`, as `member` may see it, its words in
 * `lang` (null: the default language); null when unknown.
 */
export function getSite(id: string, { year, member, lang = null }: { year: number; member: boolean; lang?: string | null }) {
  return read(siteByIdReader, { id, year, member, lang })
}

const siteBySlugReader = oneReader({
  query: siteBySlugQuery,
  record: siteDetailRecord.nullable(),
  tags: ['site', 'neighborhood'],
})

/**
 * One building by slug with all its editions, the edition of `year` picked out, as the public sees
 * it, its words in `lang` (null or absent: the default language's).
 */
export function siteRecordBySlug(slug: string, year: number, { draft, lang = null }: ReadOptions & { lang?: string | null } = {}) {
  return read(siteBySlugReader, { slug, year, member: false, lang }, { draft })
}

/**
 * Where a building is, as a member sees it: its street address and exact location (a members-only
 * site's are withheld from everyone else). Who may ask is decided by the caller, with the viewer.
 */
export async function memberSiteLocation(slug: string, year: number) {
  const record = await read(siteBySlugReader, { slug, year, member: true })
  return record && { address: record.fields.address ?? null, location: record.fields.location }
}

/** One building by slug, with the edition of `year`, as the public sees it, in `lang`; null when unknown. */
export async function siteBySlug(
  slug: string,
  year: number,
  options: ReadOptions & { lang?: string | null } = {},
): Promise<SiteDetail | null> {
  const record = await siteRecordBySlug(slug, year, options)
  return record && { id: record.id, ...record.fields }
}

const siteSlugsReader = oneReader({
  query: siteSlugsQuery,
  record: z
    .array(z.string())
    .nullable()
    .transform((slugs) => slugs ?? []),
  tags: ['site'],
})

export function currentSiteSlugs(year: number): Promise<string[]> {
  return read(siteSlugsReader, { year })
}
