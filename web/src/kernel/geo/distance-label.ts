import type { DistanceUnit } from '@ohc/schemas/names'

// A distance as a visitor reads it, in the units the settings choose: metres and kilometres, or
// feet and miles.

const METRES_PER_MILE = 1609.344
const FEET_PER_METRE = 3.28084

/** "850 m" under a kilometre, then "1.4 km"; or "500 ft" under a tenth of a mile, then "0.4 mi". */
export function distanceLabel(meters: number, units: DistanceUnit, locale = 'en-US'): string {
  // One decimal, written as the language writes it ("1.4 km", "1,4 km").
  const tenths = (n: number) => n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  if (units === 'mi') {
    const miles = meters / METRES_PER_MILE
    if (miles < 0.1) return `${Math.max(50, Math.round((meters * FEET_PER_METRE) / 50) * 50)} ft`
    return `${tenths(miles)} mi`
  }
  return meters < 1000 ? `${Math.max(10, Math.round(meters / 10) * 10)} m` : `${tenths(meters / 1000)} km`
}
