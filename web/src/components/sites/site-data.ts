import { z } from 'zod'
import { listCollection, type ReadOptions } from '@/api/content'
import { siteDetailRecord, siteRecord } from '@/api/records/site'
import { shapeOne } from '@/api/shape'
import { contentSource } from '@/sanity/source'
import { siteBySlugQuery, siteSlugsQuery } from '@/sanity/queries/sites'
import { tagsFor } from '@/sanity/tags'

// What the sites pages read. The list is listCollection's (shaped once per dataset version); here
// it is typed and flattened once more per version, and the neighborhoods for the filter are
// derived from it in the same pass, so a request to /sites costs a filter over memoised data.

export type Site = z.output<typeof siteRecord>['fields'] & { id: string }
export type SiteDetail = z.output<typeof siteDetailRecord>['fields'] & { id: string }
export interface NeighborhoodOption {
  slug: string
  name: string
}
interface LiveSites {
  sites: Site[]
  neighborhoods: NeighborhoodOption[]
}

const siteList = z.array(siteRecord)
const typedLists = new WeakMap<object, LiveSites>()

function typedOnce(data: unknown[]): LiveSites {
  const cached = typedLists.get(data)
  if (cached) return cached
  const sites = siteList.parse(data).map((r) => ({ id: r.id, ...r.fields }))
  const bySlug = new Map<string, string>()
  for (const s of sites) {
    const { slug, name } = s.neighborhood ?? {}
    if (slug && name) bySlug.set(slug, name)
  }
  const neighborhoods = [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name))
  const result = { sites, neighborhoods }
  typedLists.set(data, result)
  return result
}

/** This year's sites as the public sees them (members-only details withheld). */
export async function liveSites(year: number, { draft }: ReadOptions = {}): Promise<LiveSites> {
  const list = await listCollection('sites', { year, archived: false, member: false, draft })
  return typedOnce(list.data)
}

/** One building by slug, with the edition of `year`, as the public sees it; null when unknown. */
export async function siteBySlug(slug: string, year: number, { draft }: ReadOptions = {}): Promise<SiteDetail | null> {
  const raw = await contentSource().query(
    siteBySlugQuery,
    { slug, year, member: false },
    { tags: tagsFor('site', 'neighborhood'), draft },
  )
  if (!raw) return null
  const record = shapeOne(siteDetailRecord, raw)
  return { id: record.id, ...record.fields }
}

export async function currentSiteSlugs(year: number): Promise<string[]> {
  const raw = await contentSource().query(siteSlugsQuery, { year }, { tags: tagsFor('site') })
  return z.array(z.string()).parse(raw ?? [])
}
