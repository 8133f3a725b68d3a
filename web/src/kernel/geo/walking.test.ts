import { describe, expect, it } from 'vitest'
import { distanceKm, middleOf, pathKm, type LatLng } from './distance'
import { orderStops, STREET_FACTOR, walkingMinutes, WALKING_KMH } from './walking'

// One degree of latitude along a meridian, on the mean Earth radius (6371.0088 km): 2πR/360.
const KM_PER_DEG_LAT = (2 * Math.PI * 6371.0088) / 360

type Stop = LatLng & { id: string }

/** A stop `km` north of a base point (distances along a meridian are exact on a sphere). */
const north = (id: string, km: number): Stop => ({ id, lat: 41.88 + km / KM_PER_DEG_LAT, lng: -87.63 })

describe('distances and walking time', () => {
  it('measures a meridian distance on the sphere', () => {
    expect(distanceKm(north('a', 0), north('b', 2.5))).toBeCloseTo(2.5, 6)
  })

  it('walks along streets at the walking pace', () => {
    // 2 km straight → 2.6 km of streets at 4.8 km/h = 32.5 min → 33 (rounded half up).
    expect(walkingMinutes(2)).toBe(Math.round(((2 * STREET_FACTOR) / WALKING_KMH) * 60))
    expect(walkingMinutes(2)).toBe(33)
    expect(walkingMinutes(0)).toBe(0)
    expect(walkingMinutes(1)).toBe(16) // 1.3 / 4.8 h = 16.25 min
  })
})

describe('ordering', () => {
  it('beats a zig-zag input order', () => {
    const given = [0, 3, 1, 4, 2].map((km) => north(`s${km}`, km))
    const ordered = orderStops(given)
    const givenKm = pathKm(given) // 3 + 2 + 3 + 2 = 10
    expect(givenKm).toBeCloseTo(10, 6)
    expect(pathKm(ordered)).toBeCloseTo(4, 6) // a straight line, end to end
    expect(ordered.map((s) => s.id).join()).toMatch(/^(s0,s1,s2,s3,s4|s4,s3,s2,s1,s0)$/)
  })

  it('untangles a crossing that nearest neighbour leaves (2-opt)', () => {
    // A square's corners given so the path crosses itself: a → c → b → d.
    const corner = (id: string, x: number, y: number): Stop => ({
      id,
      lat: 41.88 + y / KM_PER_DEG_LAT,
      lng: -87.63 + x / (KM_PER_DEG_LAT * Math.cos((41.88 * Math.PI) / 180)),
    })
    const given = [corner('a', 0, 0), corner('c', 1, 1), corner('b', 1, 0), corner('d', 0, 1)]
    const ordered = orderStops(given)
    expect(pathKm(ordered)).toBeLessThan(pathKm(given))
    expect(pathKm(ordered)).toBeCloseTo(3, 1) // three sides of the square
  })

  it('keeps two stops as given', () => {
    const given = [north('b', 1), north('a', 0)]
    expect(orderStops(given)).toEqual(given)
  })
})

describe('middleOf', () => {
  it('finds the middle of some places', () => {
    expect(middleOf([])).toBeUndefined()
    expect(
      middleOf([
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ]),
    ).toEqual({ lat: 2, lng: 3 })
  })
})
