// Distances as the pages print them ("850 m", "1.4 km", "500 ft", "0.4 mi"), read back in metres,
// for tests that check an order or a walk whatever the units the dataset's settings choose.

const METRES = { m: 1, km: 1000, ft: 0.3048, mi: 1609.344 } as const

/** The metres a label says, or NaN for a label that is not a distance. */
export function metresOfLabel(label: string): number {
  const found = /(\d+(?:\.\d+)?) (m|km|ft|mi)\b/.exec(label)
  return found ? Number(found[1]) * METRES[found[2] as keyof typeof METRES] : Number.NaN
}

/** The label the site gives `metres` in `units`: written out here on its own, to check the site's. */
export function expectedDistanceLabel(metres: number, units: 'km' | 'mi'): string {
  if (units === 'mi') {
    const miles = metres / METRES.mi
    return miles < 0.1 ? `${Math.max(50, Math.round(metres / METRES.ft / 50) * 50)} ft` : `${miles.toFixed(1)} mi`
  }
  return metres < 1000 ? `${Math.max(10, Math.round(metres / 10) * 10)} m` : `${(metres / 1000).toFixed(1)} km`
}
