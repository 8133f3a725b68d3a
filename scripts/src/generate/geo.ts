// Small geometry on latitude/longitude: scattering points around a neighborhood centre, distances, and
// street-grid routes (Chicago's streets mostly run north–south and east–west).

import type { Rng } from './random'

export interface LatLng {
  lat: number
  lng: number
}

const KM_PER_DEG_LAT = 111.32
const kmPerDegLng = (lat: number) => KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180)

/**
 * A point within `radiusKm` of `centre`, uniformly over the disc. On the lakefront the point is kept west
 * of the centre (plus a sliver), so it lands on the city side rather than in Lake Michigan.
 */
export function scatter(rng: Rng, centre: LatLng, radiusKm: number, lakefront = false): LatLng {
  const r = radiusKm * Math.sqrt(rng.next())
  const angle = rng.next() * 2 * Math.PI
  let east = r * Math.cos(angle)
  const north = r * Math.sin(angle)
  if (lakefront && east > 0.1) east = -east
  return { lat: centre.lat + north / KM_PER_DEG_LAT, lng: centre.lng + east / kmPerDegLng(centre.lat) }
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const R = 6371
  const dLat = ((b.lat - a.lat) * Math.PI) / 180
  const dLng = ((b.lng - a.lng) * Math.PI) / 180
  const s = Math.sin(dLat / 2) ** 2 + Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2
  return 2 * R * Math.asin(Math.sqrt(s))
}

/** A route along the grid through the given points: each leg goes along one axis, then the other. */
export function gridRoute(points: readonly LatLng[]): LatLng[] {
  const route: LatLng[] = []
  points.forEach((p, i) => {
    const prev = points[i - 1]
    if (prev) route.push(i % 2 ? { lat: prev.lat, lng: p.lng } : { lat: p.lat, lng: prev.lng })
    route.push(p)
  })
  return route
}

export function routeLengthKm(route: readonly LatLng[]): number {
  let total = 0
  for (let i = 1; i < route.length; i++) total += distanceKm(route[i - 1] as LatLng, route[i] as LatLng)
  return total
}

/** Orders points by walking to the nearest unvisited one, starting from the first. */
export function nearestNeighbourOrder<T extends { location: LatLng }>(items: readonly T[]): T[] {
  if (items.length === 0) return []
  const remaining = items.slice(1)
  const ordered = [items[0] as T]
  while (remaining.length) {
    const last = (ordered[ordered.length - 1] as T).location
    let best = 0
    for (let i = 1; i < remaining.length; i++) {
      if (distanceKm(last, (remaining[i] as T).location) < distanceKm(last, (remaining[best] as T).location)) best = i
    }
    ordered.push(remaining.splice(best, 1)[0] as T)
  }
  return ordered
}

/** A rough ring around a centre (used as an approximate neighborhood boundary). */
export function ring(centre: LatLng, radiusKm: number, corners = 8, lakefront = false): LatLng[] {
  return Array.from({ length: corners }, (_, i) => {
    const angle = (i / corners) * 2 * Math.PI
    let east = radiusKm * Math.cos(angle)
    if (lakefront) east = Math.min(east, 0.15)
    const north = radiusKm * Math.sin(angle)
    return { lat: centre.lat + north / KM_PER_DEG_LAT, lng: centre.lng + east / kmPerDegLng(centre.lat) }
  })
}
