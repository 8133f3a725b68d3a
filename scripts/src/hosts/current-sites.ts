// The sites a hosts file can name, found in a dataset's documents (a local file or a Content Lake
// read with drafts): the current year from settings, and per site the current-year edition of its
// published document and of its draft — each one a place the hosts are written to.
//
// Both are written when both have the edition, as the Studio's Live status action does, so that
// publishing an older draft later does not bring the old hosts back. A site carried forward by
// rollover has its new edition only in the draft until an editor publishes it; the hosts then go
// into the draft and reach the host tool with that publish.

import { isRecord, publishedId } from '@ohc/schemas/rules'

export interface EditionPlace {
  /** The document holding the edition: the published id or `drafts.<id>`. */
  documentId: string
  /** The edition's `_key` (how a Content Lake patch finds it), and its position as a fallback. */
  editionKey?: string
  editionIndex: number
  /** The document's revision when read from a Content Lake, so a patch fails if it changed since. */
  rev?: string
  hosts: string[]
}

export interface CurrentSite {
  /** The published id, e.g. `site.abernathy-cold-storage`. */
  id: string
  slug?: string
  /** The published edition first, then the draft's; empty when the site has no current edition. */
  places: EditionPlace[]
  /** True when only the draft has the current edition: the hosts go live when it is published. */
  draftOnly: boolean
}

export interface SiteIndex {
  currentYear: number
  /** Every site, by published id. */
  sites: Map<string, CurrentSite>
  /** Published ids by slug; more than one when two sites share a slug. */
  bySlug: Map<string, string[]>
}

type Doc = { _id: string; _type: string; _rev?: unknown; [field: string]: unknown }

const slugOf = (doc: Doc) => (isRecord(doc.slug) && typeof doc.slug.current === 'string' ? doc.slug.current : undefined)

function editionPlace(doc: Doc, year: number): EditionPlace | undefined {
  const editions = Array.isArray(doc.editions) ? doc.editions : []
  // One edition per year is the schema's rule; the site pages read the first, so does this.
  const index = editions.findIndex((e) => isRecord(e) && e.year === year)
  const edition = editions[index]
  if (!isRecord(edition)) return undefined
  const hosts = Array.isArray(edition.hosts) ? edition.hosts.filter((h): h is string => typeof h === 'string') : []
  return {
    documentId: doc._id,
    ...(typeof edition._key === 'string' ? { editionKey: edition._key } : {}),
    editionIndex: index,
    ...(typeof doc._rev === 'string' ? { rev: doc._rev } : {}),
    hosts,
  }
}

/** The index of `documents` (settings and sites at least; release versions are left out). */
export function indexSites(documents: readonly Doc[]): SiteIndex {
  const settings = documents.find((d) => d._id === 'settings')
  const currentYear = settings?.currentYear
  if (typeof currentYear !== 'number') throw new Error('the dataset has no settings document with a current year')
  const published = new Map<string, Doc>()
  const drafts = new Map<string, Doc>()
  for (const doc of documents) {
    if (doc._type !== 'site' || doc._id.startsWith('versions.')) continue
    if (doc._id.startsWith('drafts.')) drafts.set(publishedId(doc._id), doc)
    else published.set(doc._id, doc)
  }
  const sites = new Map<string, CurrentSite>()
  const bySlug = new Map<string, string[]>()
  for (const id of [...new Set([...published.keys(), ...drafts.keys()])].sort()) {
    const live = published.get(id)
    const draft = drafts.get(id)
    const livePlace = live && editionPlace(live, currentYear)
    const draftPlace = draft && editionPlace(draft, currentYear)
    const places = [livePlace, draftPlace].filter((p) => p !== undefined)
    const slug = (live && slugOf(live)) ?? (draft && slugOf(draft))
    sites.set(id, { id, ...(slug ? { slug } : {}), places, draftOnly: !livePlace && !!draftPlace })
    if (slug) bySlug.set(slug, [...(bySlug.get(slug) ?? []), id])
  }
  return { currentYear, sites, bySlug }
}

/** The site a file's `site` value names: a document id (published or draft), else a slug. */
export function findSite(index: SiteIndex, value: string): { site: CurrentSite } | { reason: string } {
  const byId = index.sites.get(publishedId(value))
  if (byId) return { site: byId }
  const ids = index.bySlug.get(value.toLowerCase()) ?? []
  const [only] = ids
  if (ids.length === 1 && only) return { site: index.sites.get(only) as CurrentSite }
  if (ids.length > 1) return { reason: `the slug "${value}" belongs to ${ids.length} sites (${ids.join(', ')}): give the document id` }
  return { reason: `unknown site "${value}" (neither a site's slug nor its document id)` }
}

/** A site's hosts as the host tool sees them now: the published edition's, else the draft's. */
export const currentHosts = (site: CurrentSite): string[] => site.places[0]?.hosts ?? []
