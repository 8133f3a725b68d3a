import { distanceKm, type LatLng } from './distance'

// Walking between festival stops: how long a walk takes, and an order of the stops that cuts the
// walking (nearest neighbour from every start, each improved by 2-opt; the shortest wins).

/** A comfortable city walking pace (adults average 4.8–5 km/h). */
export const WALKING_KMH = 4.8
/** Streets are not straight lines: the walking route is about 1.3 × the distance as the crow flies in a street grid. */
export const STREET_FACTOR = 1.3

/** Walking minutes for a straight-line distance: along streets, at the walking pace, rounded. */
export function walkingMinutes(straightKm: number): number {
  return Math.round(((straightKm * STREET_FACTOR) / WALKING_KMH) * 60)
}

function nearestNeighbour(dist: number[][], first: number): number[] {
  const n = dist.length
  const seen = new Set([first])
  const order = [first]
  while (order.length < n) {
    const last = order[order.length - 1]!
    let best = -1
    for (let j = 0; j < n; j++) if (!seen.has(j) && (best < 0 || dist[last]![j]! < dist[last]![best]!)) best = j
    seen.add(best)
    order.push(best)
  }
  return order
}

const length = (dist: number[][], order: number[]) => order.reduce((sum, node, i) => (i ? sum + dist[order[i - 1]!]![node]! : 0), 0)

/** 2-opt on an open path: reverse any stretch whose reversal shortens it, until none does. */
function twoOpt(dist: number[][], order: number[]): number[] {
  const path = [...order]
  const n = path.length
  let improved = true
  while (improved) {
    improved = false
    for (let i = 0; i < n - 1; i++) {
      for (let k = i + 1; k < n; k++) {
        // Reversing path[i..k]: the edges (i-1,i) and (k,k+1) become (i-1,k) and (i,k+1); an end has no edge.
        const a = i > 0 ? path[i - 1]! : -1
        const b = path[i]!
        const c = path[k]!
        const d = k < n - 1 ? path[k + 1]! : -1
        const before = (a >= 0 ? dist[a]![b]! : 0) + (d >= 0 ? dist[c]![d]! : 0)
        const after = (a >= 0 ? dist[a]![c]! : 0) + (d >= 0 ? dist[b]![d]! : 0)
        if (after < before - 1e-9) {
          path.splice(i, k - i + 1, ...path.slice(i, k + 1).reverse())
          improved = true
        }
      }
    }
  }
  return path
}

/** The stops in a short walking order: nearest neighbour from every starting stop, each improved by 2-opt; the shortest wins. */
export function orderStops<S extends LatLng>(stops: readonly S[]): S[] {
  if (stops.length < 3) return [...stops]
  const dist = stops.map((a) => stops.map((b) => distanceKm(a, b)))
  let best: number[] = stops.map((_, i) => i)
  let bestKm = length(dist, best)
  for (let first = 0; first < stops.length; first++) {
    const candidate = twoOpt(dist, nearestNeighbour(dist, first))
    const km = length(dist, candidate)
    if (km < bestKm - 1e-9) {
      best = candidate
      bestKm = km
    }
  }
  return best.map((i) => stops[i]!)
}
