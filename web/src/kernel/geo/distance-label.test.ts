import { describe, expect, it } from 'vitest'
import { distanceLabel } from './distance-label'

describe('distanceLabel', () => {
  it.each([
    [4, 'km', '10 m'],
    [846, 'km', '850 m'],
    [999, 'km', '1000 m'],
    [1000, 'km', '1.0 km'],
    [1449, 'km', '1.4 km'],
    [8900, 'km', '8.9 km'],
    [5, 'mi', '50 ft'],
    [152.4, 'mi', '500 ft'],
    [160, 'mi', '500 ft'],
    [161, 'mi', '0.1 mi'],
    [643.7, 'mi', '0.4 mi'],
    [14_323, 'mi', '8.9 mi'],
  ] as const)('%d m in %s → %s', (meters, units, label) => expect(distanceLabel(meters, units)).toBe(label))
})
