import type { DistanceUnit } from '@ohc/schemas/names'

// A distance as a visitor reads it, in the units the settings choose: metres and kilometres, or
// feet and miles.

const METRES_PER_MILE = 1609.344
const FEET_PER_METRE = 3.28084

/** "850 m" under a kilometre, then "1.4 km"; or "500 ft" under a tenth of a mile, then "0.4 mi". */
export function distanceLabel(meters: number, units: DistanceUnit): string {
  if (units === 'mi') {
    const miles = meters / METRES_PER_MILE
    if (miles < 0.1) return `${Math.max(50, Math.round((meters * FEET_PER_METRE) / 50) * 50)} ft`
    return `${miles.toFixed(1)} mi`
  }
  return meters < 1000 ? `${Math.max(10, Math.round(meters / 10) * 10)} m` : `${(meters / 1000).toFixed(1)} km`
}
