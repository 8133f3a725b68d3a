import type { LatLng } from './'

// Where a members-only place is shown to someone who is not a member: the centre of the fixed grid
// cell its exact point falls in. The grid is the same for every request and every place, so asking
// again, or comparing answers, never narrows the point down (there is no noise to average out);
// the cell is large enough that the published point does not give the building away.

/** A grid row is 0.01° of latitude high: about 1.11 km. */
export const CELL_DEGREES = 0.01

const rad = (deg: number) => (deg * Math.PI) / 180
/** About 1 m: the published point carries no more digits than it means. */
const roundTo5 = (value: number) => Math.round(value * 1e5) / 1e5

/**
 * A row's cells are as wide as they are high: the longitude step grows with the latitude of the
 * row's centre (0.0134° at 41.9° N), so every cell is about 1.11 km square. It depends only on
 * the row, so the grid is fixed.
 */
function longitudeStep(row: number): number {
  const centre = Math.min(89.99, Math.max(-89.99, (row + 0.5) * CELL_DEGREES))
  return CELL_DEGREES / Math.cos(rad(centre))
}

/** The cell a point falls in, as its row and column: points in one cell are published as one. */
export function gridCell({ lat, lng }: LatLng): { row: number; column: number } {
  const row = Math.floor(lat / CELL_DEGREES)
  return { row, column: Math.floor(lng / longitudeStep(row)) }
}

/** The centre of the point's cell: the same for every point of the cell, at most ~0.79 km away. */
export function approximatePoint(point: LatLng): LatLng {
  const { row, column } = gridCell(point)
  const lat = Math.min(90, Math.max(-90, (row + 0.5) * CELL_DEGREES))
  const lng = (column + 0.5) * longitudeStep(row)
  return { lat: roundTo5(lat), lng: roundTo5(lng > 180 ? lng - 360 : lng) }
}

/** A place's location as published: exact, or (marked `approximate`) its cell's centre. */
export interface PublicLocation extends LatLng {
  approximate?: true
}

/**
 * The location a reader publishes. The query marks a members-only place's point `approximate`
 * when the caller is not a member (content/sanity/fragments.ts); here it becomes its cell's centre,
 * before it leaves the server. Anything that is not a point passes through for the record to
 * reject.
 */
export function publicLocation(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw
  const lat: unknown = Reflect.get(raw, 'lat')
  const lng: unknown = Reflect.get(raw, 'lng')
  if (typeof lat !== 'number' || typeof lng !== 'number') return raw
  if (Reflect.get(raw, 'approximate') !== true) return { lat, lng }
  return { ...approximatePoint({ lat, lng }), approximate: true }
}

/**
 * A trail as published. Its route is drawn through every stop, so a route that reaches a stop
 * whose point is approximate would draw the way to the exact door: such a trail's route is left
 * out, and the maps join its stops' published points instead.
 */
export function publicTrail(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw
  const stops: unknown = Reflect.get(raw, 'stops')
  const hidden =
    Array.isArray(stops) && stops.some((stop) => Reflect.get(Object(Reflect.get(Object(stop), 'location')), 'approximate') === true)
  return hidden ? { ...raw, route: [] } : raw
}

/** A place's name on a map or in its list of places, saying so when its point is approximate. */
export function placeLabel(
  name: string,
  location: { approximate?: true } | undefined,
  /** The approximate label's words, `{name}` filled in: a page in another language gives its own. */
  approximate = '{name} (approximate area; exact location for members)',
): string {
  return location?.approximate ? approximate.replace('{name}', name) : name
}
