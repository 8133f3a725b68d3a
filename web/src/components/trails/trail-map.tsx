import type { PointOfInterest, Trail } from '@/lib/programme/records'

// A trail's stops as numbered markers along its route line, with the helpful places beside it.
// Placeholder until the shared map component lands; the ordered list carries the same stops.

export function TrailMap(_props: { trail: Trail['fields']; pointsOfInterest: PointOfInterest['fields'][] }) {
  return null
}
