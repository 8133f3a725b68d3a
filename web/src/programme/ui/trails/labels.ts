import type { DistanceUnit } from '@ohc/schemas/names'
import { distanceLabel } from '@/kernel/geo/distance-label'
import type { Trail } from '@/content/records/programme-pages'
import { formatDuration } from '@/kernel/time'
import { optionTitle, wordsIn } from '@/platform/i18n/catalogues'

/** "Cycling · 8.9 km · 1 h 35 min · 7 stops" (or "5.5 mi" in miles), in the page's language (English when none is given). */
export function trailFacts(trail: Trail['fields'], units: DistanceUnit, language?: string): string {
  const t = wordsIn(language, 'trails')
  return [
    optionTitle(language, 'trails', 'mode', trail.mode),
    trail.distanceKm ? distanceLabel(trail.distanceKm * 1000, units, language) : undefined,
    trail.durationMinutes ? formatDuration(trail.durationMinutes) : undefined,
    t('stops', { count: trail.stops.length }),
  ]
    .filter(Boolean)
    .join(' · ')
}
