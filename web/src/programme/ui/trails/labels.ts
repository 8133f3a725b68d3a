import { TRAIL_MODES, type DistanceUnit } from '@ohc/schemas/names'
import { distanceLabel } from '@/kernel/geo/distance-label'
import type { Trail } from '@/content/records/programme-pages'
import { formatDuration } from '@/kernel/time'

const modeTitle = new Map<string, string>(TRAIL_MODES.map((m) => [m.value, m.title]))

/** "Cycling · 8.9 km · 1 h 35 min · 7 stops" (or "5.5 mi" in miles). */
export function trailFacts(trail: Trail['fields'], units: DistanceUnit): string {
  return [
    modeTitle.get(trail.mode) ?? trail.mode,
    trail.distanceKm ? distanceLabel(trail.distanceKm * 1000, units) : undefined,
    trail.durationMinutes ? formatDuration(trail.durationMinutes) : undefined,
    `${trail.stops.length} stops`,
  ]
    .filter(Boolean)
    .join(' · ')
}
