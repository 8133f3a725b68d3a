import type { PointOfInterest, Site } from '@/lib/programme/records'

// The neighborhood's sites and nearby points of interest on a map. Placeholder until the shared
// map component lands: nothing is drawn, the lists on the page carry the same places.

export function NeighborhoodMap(_props: { name: string; sites: Site[]; pointsOfInterest: PointOfInterest['fields'][] }) {
  return null
}
