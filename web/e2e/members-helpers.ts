import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { demoDocuments, demoYears, ofType } from '../test/demo-dataset'

// What the members' browser tests share: sites picked from the demo dataset with plain JavaScript,
// walking times between them, and the lines of a calendar file. Signing in is ./sign-in.ts.

export interface DemoSite {
  id: string
  slug: string
  name: string
  lat: number
  lng: number
}

const get = (value: unknown, key: string): unknown => (typeof value === 'object' && value ? Reflect.get(value, key) : undefined)

/** The festival's first day and five open-to-all sites open that day, all in one neighborhood. */
export function fiveSitesOfOneNeighborhood(): { saturday: string; sites: DemoSite[] } {
  return sitesOfOneNeighborhood(5)
}

/** The festival's first day and `count` open-to-all sites open that day, all in one neighborhood. */
export function sitesOfOneNeighborhood(count: number): { saturday: string; sites: DemoSite[] } {
  const docs = demoDocuments()
  const { current } = demoYears(docs)
  const festival = ofType(docs, 'festival').find((f) => f.year === current)
  const saturday = String(festival?.startDate)
  const byNeighborhood = new Map<string, DemoSite[]>()
  for (const site of ofType(docs, 'site') as SanityDocument[]) {
    const editions = Array.isArray(site.editions) ? site.editions : []
    const edition = editions.find((e) => get(e, 'year') === current)
    if (!edition || get(edition, 'membersOnly') || get(edition, 'reservationRequired')) continue
    const hours = get(edition, 'hours')
    if (!Array.isArray(hours) || !hours.some((h) => get(h, 'date') === saturday)) continue
    const neighborhood = String(get(site.neighborhood, '_ref'))
    const entry: DemoSite = {
      id: site._id,
      slug: String(get(site.slug, 'current')),
      name: String(site.name),
      lat: Number(get(site.location, 'lat')),
      lng: Number(get(site.location, 'lng')),
    }
    byNeighborhood.set(neighborhood, [...(byNeighborhood.get(neighborhood) ?? []), entry])
  }
  const biggest = [...byNeighborhood.values()].sort((a, b) => b.length - a.length)[0] ?? []
  const sites = biggest.sort((a, b) => a.slug.localeCompare(b.slug)).slice(0, count)
  if (sites.length < count) throw new Error(`the demo dataset has no neighborhood with ${count} open sites`)
  return { saturday, sites }
}

/** Walking minutes as the plan should state them: great-circle km × 1.3 along streets at 4.8 km/h. */
export function expectedWalkMinutes(a: DemoSite, b: DemoSite): number {
  const R = 6371.0088
  const rad = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  const km = 2 * R * Math.asin(Math.sqrt(h))
  return Math.round(((km * 1.3) / 4.8) * 60)
}

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its content lines. */
export function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}
