// Distances on the map between points given as latitude and longitude. Great-circle distance on a
// sphere is plenty at city scale (the Earth's flattening moves it by well under 1%).

export interface LatLng {
  lat: number
  lng: number
}

/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (the haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  // Rounding can push h a hair past 1 for points on opposite sides of the Earth.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Length of an open path (no return to the start), in straight-line km. */
export function pathKm(points: readonly LatLng[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1]!, points[i]!)
  return total
}

/** The middle of some places (their mean position: fine within a city). */
export function middleOf(points: readonly LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined
  return {
    lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  }
}
