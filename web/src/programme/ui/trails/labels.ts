import { TRAIL_MODES } from '@ohc/schemas/names'
import type { Trail } from '@/content/records/programme-pages'
import { formatDuration } from '@/kernel/time'

const modeTitle = new Map<string, string>(TRAIL_MODES.map((m) => [m.value, m.title]))

/** "Cycling · 8.9 km · 1 h 35 min · 7 stops" */
export function trailFacts(trail: Trail['fields']): string {
  return [
    modeTitle.get(trail.mode) ?? trail.mode,
    trail.distanceKm ? `${trail.distanceKm} km` : undefined,
    trail.durationMinutes ? formatDuration(trail.durationMinutes) : undefined,
    `${trail.stops.length} stops`,
  ]
    .filter(Boolean)
    .join(' · ')
}
