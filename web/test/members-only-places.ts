import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { approximatePoint } from '@/kernel/geo/public-location'
import { ofType } from './demo-dataset'

// The demo dataset's members-only sites, picked with plain JavaScript (not GROQ), and what must
// never reach someone who is not a member: the street address and the exact coordinates, at the
// precision the dataset stores and rounded to 5, 4 and 3 decimals (about 1 m, 10 m, 100 m).

export interface MembersOnlySite {
  id: string
  slug: string
  name: string
  street: string
  exact: { lat: number; lng: number }
  /** What a visitor is shown instead: the centre of the exact point's grid cell. */
  published: { lat: number; lng: number }
}

type Doc = Record<string, unknown>
const get = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined)
const editionsOf = (site: SanityDocument): Doc[] => (Array.isArray(site.editions) ? (site.editions as Doc[]) : [])

/**
 * Where a site is belongs to members when its edition of `year` or its latest edition is
 * members-only: a building does not move, so an earlier open year must not give it away.
 */
export function isMembersOnlyIn(site: SanityDocument, year: number): boolean {
  const editions = editionsOf(site)
  const latest = editions.reduce<Doc | undefined>((a, b) => (Number(get(a, 'year') ?? -Infinity) >= Number(b.year) ? a : b), undefined)
  return editions.some((e) => e.year === year && e.membersOnly === true) || get(latest, 'membersOnly') === true
}

/** The sites whose whereabouts are for members in `year` (the current year: every year's pages hide them). */
export function membersOnlySites(docs: SanityDocument[], year: number): MembersOnlySite[] {
  return ofType(docs, 'site')
    .filter((site) => isMembersOnlyIn(site, year))
    .map((site) => {
      const exact = { lat: Number(get(site.location, 'lat')), lng: Number(get(site.location, 'lng')) }
      return {
        id: site._id,
        slug: String(get(site.slug, 'current')),
        name: String(site.name),
        street: String(get(site.address, 'street')),
        exact,
        published: approximatePoint(exact),
      }
    })
}

/** A coordinate as it could be written: as stored, and rounded to 5, 4 and 3 decimals. */
function tokens(value: number): Set<string> {
  return new Set([String(value), ...[5, 4, 3].map((decimals) => String(Number(value.toFixed(decimals))))])
}

/** Every decimal number in the text, whole (never the head or tail of a longer one), with where it ends. */
function decimals(text: string): { value: string; start: number; end: number }[] {
  return [...text.matchAll(/-?\d+\.\d+/g)].map((m) => ({ value: m[0], start: m.index, end: m.index + m[0].length }))
}

/** How close a latitude and a longitude must be written to count as one point. */
const PAIR_GAP = 80

/**
 * What of the sites' secrets `text` gives away: a street address, or a latitude and longitude of
 * the exact point written together (within 80 characters, either way round: JSON, the page's
 * serialized props, a link, JSON-LD, a calendar's GEO). One coordinate alone locates nothing, and
 * other places share one now and then (another building on the same meridian).
 */
export function leaksIn(text: string, sites: MembersOnlySite[]): string[] {
  const numbers = decimals(text)
  const found = new Set<string>()
  for (const site of sites) {
    if (text.includes(site.street)) found.add(`${site.slug}: street "${site.street}"`)
    const lats = tokens(site.exact.lat)
    const lngs = tokens(site.exact.lng)
    numbers.forEach((lat, i) => {
      if (!lats.has(lat.value)) return
      for (const lng of [...numbers.slice(Math.max(0, i - 8), i), ...numbers.slice(i + 1, i + 9)]) {
        const gap = lng.start > lat.end ? lng.start - lat.end : lat.start - lng.end
        if (gap > PAIR_GAP || !lngs.has(lng.value)) continue
        // A cell centre's latitude is a multiple of 0.005°, so an exact point near the centre
        // rounds to it: the published point itself says nothing more.
        if (lat.value === String(site.published.lat) && lng.value === String(site.published.lng)) continue
        found.add(`${site.slug}: point ${lat.value}, ${lng.value}`)
      }
    })
  }
  return [...found]
}
