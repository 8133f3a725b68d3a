import { z } from 'zod'
import { listCollection } from '@/content/lists'
import { pointOfInterestRecord } from '@/content/records/places'
import type { MapMarker } from '@/components/map/map-view'
import { liveSites, type Site } from '@/content/sites'

// What is near a site: the nearest live sites and transit stops, by great-circle distance.

const EARTH_RADIUS_M = 6_371_000
export const NEARBY_SITES = 5
const NEARBY_TRANSIT = 3
/** Transit further than this is not "nearby" (about a 15-minute walk). */
const TRANSIT_RADIUS_M = 1_200

interface Point {
  lat: number
  lng: number
}

export function distanceMeters(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function nearest<T extends { location: Point }>(from: Point, items: readonly T[], count: number, maxMeters = Infinity): T[] {
  return items
    .map((item) => ({ item, d: distanceMeters(from, item.location) }))
    .filter((x) => x.d <= maxMeters)
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map((x) => x.item)
}

const poiList = z.array(pointOfInterestRecord)
type Poi = z.output<typeof pointOfInterestRecord>['fields']
const transitByList = new WeakMap<object, Poi[]>()

async function transitStops(year: number): Promise<Poi[]> {
  const list = await listCollection('points-of-interest', { year, archived: false, member: false })
  let stops = transitByList.get(list.data)
  if (!stops) {
    stops = poiList
      .parse(list.data)
      .map((r) => r.fields)
      .filter((p) => p.category === 'transit')
    transitByList.set(list.data, stops)
  }
  return stops
}

/** Map markers for a site page: the site, its nearest live sites, and transit stops nearby. */
export async function siteMapMarkers(
  site: { id: string; name: string; location: Point },
  year: number,
): Promise<{ markers: MapMarker[]; nearbySites: Site[] }> {
  const [{ sites }, transit] = await Promise.all([liveSites(year), transitStops(year)])
  const nearbySites = nearest(site.location, sites.filter((s) => s.id !== site.id), NEARBY_SITES)
  const markers: MapMarker[] = [
    { id: site.id, lat: site.location.lat, lng: site.location.lng, label: site.name, kind: 'site' },
    ...nearbySites.map((s): MapMarker => ({
      id: s.id,
      lat: s.location.lat,
      lng: s.location.lng,
      label: `Nearby site: ${s.name}`,
      href: `/sites/${s.slug}`,
      kind: 'stop',
    })),
    ...nearest(site.location, transit, NEARBY_TRANSIT, TRANSIT_RADIUS_M).map((p): MapMarker => ({
      id: `poi-${p.slug}`,
      lat: p.location.lat,
      lng: p.location.lng,
      label: `Transit: ${p.name}`,
      kind: 'poi',
    })),
  ]
  return { markers, nearbySites }
}
