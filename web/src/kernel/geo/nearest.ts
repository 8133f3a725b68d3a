import { distanceKm, type LatLng } from './distance'

// Picking places by distance: the points of interest that help near a place or along a trail, the
// sites and transit stops nearest a site.

/** The items within `km` of any of the origins, nearest first. */
export function within<T extends { location: LatLng }>(items: readonly T[], origins: readonly LatLng[], km: number): T[] {
  const nearestOrigin = (item: T) => Math.min(...origins.map((o) => distanceKm(o, item.location)))
  return items
    .map((item) => ({ item, d: nearestOrigin(item) }))
    .filter(({ d }) => d <= km)
    .sort((a, b) => a.d - b.d)
    .map(({ item }) => item)
}

/** The `count` items nearest `from`, nearest first, none further than `maxKm`. */
export function nearest<T extends { location: LatLng }>(from: LatLng, items: readonly T[], count: number, maxKm = Infinity): T[] {
  return items
    .map((item) => ({ item, d: distanceKm(from, item.location) }))
    .filter((x) => x.d <= maxKm)
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map((x) => x.item)
}
