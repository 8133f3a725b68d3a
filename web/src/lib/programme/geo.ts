// Distances on the map, for picking the points of interest that help near a place or along a
// trail. Great-circle distance is plenty at city scale.

export interface LatLng {
  lat: number
  lng: number
}

const EARTH_KM = 6371
const rad = (deg: number) => (deg * Math.PI) / 180

export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h))
}

/** The items within `km` of any of the origins, nearest first. */
export function within<T extends { location: LatLng }>(items: T[], origins: LatLng[], km: number): T[] {
  const nearest = (item: T) => Math.min(...origins.map((o) => distanceKm(o, item.location)))
  return items
    .map((item) => ({ item, d: nearest(item) }))
    .filter(({ d }) => d <= km)
    .sort((a, b) => a.d - b.d)
    .map(({ item }) => item)
}
