import { describe, expect, it } from 'vitest'
import { distanceKm, type LatLng } from './'
import { approximatePoint, CELL_DEGREES, gridCell, placeLabel, publicLocation, publicTrail } from './public-location'

// The grid a members-only place is published on: fixed (the same point for every request and for
// every point of a cell), coarse (cells over a kilometre across) and bounded (the published point
// is never further than half the cell's diagonal from the place).

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Points in and around Chicago, at the six decimals the content stores. */
function chicagoPoints(count: number, seed = 42): LatLng[] {
  const next = random(seed)
  const six = (value: number) => Math.round(value * 1e6) / 1e6
  return Array.from({ length: count }, () => ({ lat: six(41.64 + next() * 0.4), lng: six(-87.94 + next() * 0.42) }))
}

/** Half the diagonal of a cell about 1.11 km square, with a metre to spare for rounding. */
const MAX_KM = Math.hypot(1.112, 1.112) / 2 + 0.001

describe('the approximate point of a members-only place', () => {
  it('is the same for every point of a cell, and another for the next cell', () => {
    const place = { lat: 41.834796, lng: -87.661864 }
    const published = approximatePoint(place)
    const { row, column } = gridCell(place)
    const next = random(7)
    let inCell = 0
    for (let i = 0; i < 500; i++) {
      const near = { lat: place.lat + (next() - 0.5) * 0.02, lng: place.lng + (next() - 0.5) * 0.03 }
      const cell = gridCell(near)
      if (cell.row === row && cell.column === column) {
        inCell++
        expect(approximatePoint(near)).toEqual(published)
      } else {
        expect(approximatePoint(near)).not.toEqual(published)
      }
    }
    expect(inCell, 'some of the nearby points share the cell').toBeGreaterThan(50)
  })

  it('is stable: asked again it is the same, and its own cell centre', () => {
    for (const point of chicagoPoints(1000)) {
      const published = approximatePoint(point)
      expect(approximatePoint({ ...point })).toEqual(published)
      expect(gridCell(published)).toEqual(gridCell(point))
      expect(approximatePoint(published)).toEqual(published)
    }
  })

  it('is never further from the place than half a cell diagonal, and the place is never published as itself', () => {
    let furthest = 0
    for (const point of chicagoPoints(5000, 3)) {
      const published = approximatePoint(point)
      const km = distanceKm(point, published)
      furthest = Math.max(furthest, km)
      expect(km).toBeLessThanOrEqual(MAX_KM)
      expect(published).not.toEqual(point)
    }
    // The bound is not slack: some place lies near a cell's corner.
    expect(furthest).toBeGreaterThan(0.7)
  })

  it('lies on cells over a kilometre across both ways, at Chicago’s latitude and anywhere it may be used', () => {
    /** The centre of the next cell east (or north), found by walking until the cell changes. */
    const nextCentre = (from: LatLng, towards: 'east' | 'north') => {
      const start = gridCell(from)
      let point = from
      while (gridCell(point).row === start.row && gridCell(point).column === start.column)
        point = towards === 'east' ? { ...point, lng: point.lng + 0.0005 } : { ...point, lat: point.lat + 0.0005 }
      return approximatePoint(point)
    }
    for (const lat of [0.3, 30.2, 41.834796, 51.5, 59.91, 69.65]) {
      const centre = approximatePoint({ lat, lng: -87.661864 })
      expect(distanceKm(centre, nextCentre(centre, 'east')), `east at ${lat}`).toBeGreaterThan(1.1)
      expect(distanceKm(centre, nextCentre(centre, 'north')), `north at ${lat}`).toBeGreaterThan(1.1)
      expect(distanceKm(centre, nextCentre(centre, 'east')), `east at ${lat}`).toBeLessThan(1.13)
    }
    expect(CELL_DEGREES).toBe(0.01)
  })

  it('carries at most five decimals, so it never reads like a surveyed point', () => {
    for (const point of chicagoPoints(300, 11)) {
      const published = approximatePoint(point)
      for (const value of [published.lat, published.lng]) expect(String(value)).toMatch(/^-?\d+(\.\d{1,5})?$/)
    }
  })
})

describe('publicLocation', () => {
  it('publishes a point the query marked approximate as its cell centre, flagged', () => {
    const exact = { lat: 41.90914, lng: -87.673919 }
    expect(publicLocation({ ...exact, approximate: true })).toEqual({ ...approximatePoint(exact), approximate: true })
  })

  it('passes an exact point through, with nothing but its coordinates', () => {
    expect(publicLocation({ lat: 41.9, lng: -87.6 })).toEqual({ lat: 41.9, lng: -87.6 })
    expect(publicLocation({ lat: 41.9, lng: -87.6, approximate: false, note: 'x' })).toEqual({ lat: 41.9, lng: -87.6 })
  })

  it('leaves anything that is not a point for the record to reject', () => {
    expect(publicLocation(null)).toBeNull()
    expect(publicLocation({ lat: '41.9', lng: -87.6, approximate: true })).toEqual({ lat: '41.9', lng: -87.6, approximate: true })
  })
})

describe('publicTrail', () => {
  const route = [
    { lat: 41.9, lng: -87.7 },
    { lat: 41.904202, lng: -87.728731 },
  ]
  it('leaves out the route of a trail that reaches a stop whose point is approximate', () => {
    const trail = { title: 'Boulevards', stops: [{ id: 'a', location: { lat: 41.904202, lng: -87.728731, approximate: true } }], route }
    expect(publicTrail(trail)).toEqual({ ...trail, route: [] })
  })

  it('keeps the route when every stop is open to all', () => {
    const trail = { title: 'Boulevards', stops: [{ id: 'a', location: { lat: 41.9, lng: -87.7 } }], route }
    expect(publicTrail(trail)).toBe(trail)
  })
})

describe('placeLabel', () => {
  it('says when the point on the map is an approximate area', () => {
    expect(placeLabel('Dvorak House', { approximate: true })).toBe('Dvorak House (approximate area; exact location for members)')
    expect(placeLabel('Dvorak House', {})).toBe('Dvorak House')
  })
})
