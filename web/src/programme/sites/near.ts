import { wordsIn, type Words } from '@/platform/i18n/catalogues'
import { distanceKm, STREET_FACTOR, walkingMinutes, type LatLng } from '@/kernel/geo'
import type { DistanceUnit } from '@ohc/schemas/names'
import { distanceLabel } from '@/kernel/geo/distance-label'

// "Near me" and "near a place": the sites list ordered by walking distance from a point. The
// point travels in the URL like any filter (`near=41.882,-87.628`, `near=site:<slug>`,
// `near=neighborhood:<slug>`), so a list near a place is a link, a cached page and works without
// JavaScript. A visitor's own position is rounded to 3 decimals (about 110 m): close enough to
// order a walk, not a street address, and one cached page per block rather than per metre.

export type Near = { kind: 'point'; lat: number; lng: number } | { kind: 'site'; slug: string } | { kind: 'neighborhood'; slug: string }

const DECIMALS = 3
const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,99}$/
const POINT_RE = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/

const round = (n: number) => Number(n.toFixed(DECIMALS))

/** A position as the URL carries it (rounded). */
export function pointNear(position: LatLng): Near {
  return { kind: 'point', lat: round(position.lat), lng: round(position.lng) }
}

/** The `near` parameter, or undefined when it is missing or not a place the list can measure from. */
export function parseNear(raw: string | undefined): Near | undefined {
  if (!raw) return undefined
  const point = POINT_RE.exec(raw)
  if (point) {
    const lat = Number(point[1])
    const lng = Number(point[2])
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? pointNear({ lat, lng }) : undefined
  }
  const [kind, slug] = raw.split(':')
  if ((kind === 'site' || kind === 'neighborhood') && slug && SLUG_RE.test(slug)) return { kind, slug }
  return undefined
}

/** The `near` parameter's value. */
export function nearValue(near: Near): string {
  return near.kind === 'point' ? `${near.lat},${near.lng}` : `${near.kind}:${near.slug}`
}

export interface Walk {
  /** Along streets (the straight line × the street factor), in metres. */
  meters: number
  minutes: number
}

/** The walk from `from` to a place. */
export function walkTo(from: LatLng, to: LatLng): Walk {
  const km = distanceKm(from, to)
  return { meters: Math.round(km * STREET_FACTOR * 1000), minutes: walkingMinutes(km) }
}

/** Items with their walk from `from`, nearest first (ties keep their order). */
export function byWalk<T extends { location: LatLng }>(items: readonly T[], from: LatLng): { item: T; walk: Walk }[] {
  return items
    .map((item) => ({ item, km: distanceKm(from, item.location) }))
    .sort((a, b) => a.km - b.km)
    .map(({ item }) => ({ item, walk: walkTo(from, item.location) }))
}

/** "850 m · 12 min walk" (or "0.5 mi · …" in miles); "1 min" at the least; the distance's decimals as `language` writes them. */
export function walkLabel(walk: Walk, units: DistanceUnit, t: Words<'sites'> = wordsIn(undefined, 'sites'), language?: string): string {
  return t('card.walk', { distance: distanceLabel(walk.meters, units, language), minutes: Math.max(1, walk.minutes) })
}

/** Where a `near` measures from, and what to call it; undefined for a site or neighborhood the list does not have. */
export function nearOrigin(
  near: Near | undefined,
  places: {
    sites: readonly { slug: string; name: string; location: LatLng }[]
    neighborhoods: readonly { slug: string; name: string; center?: LatLng }[]
  },
): { point: LatLng; name: string } | undefined {
  if (!near) return undefined
  if (near.kind === 'point') return { point: near, name: 'you' }
  if (near.kind === 'site') {
    const site = places.sites.find((s) => s.slug === near.slug)
    return site && { point: site.location, name: site.name }
  }
  const hood = places.neighborhoods.find((n) => n.slug === near.slug)
  return hood?.center && { point: hood.center, name: hood.name }
}
