import { describe, expect, it } from 'vitest'
import { byWalk, nearValue, parseNear, walkLabel, walkTo } from './near'
import { wordsIn } from '@/platform/i18n/catalogues'

describe('parseNear', () => {
  it('reads a point (rounded to about 110 m), a site or a neighborhood', () => {
    expect(parseNear('41.88234,-87.62871')).toEqual({ kind: 'point', lat: 41.882, lng: -87.629 })
    expect(parseNear('site:abernathy-cold-storage')).toEqual({ kind: 'site', slug: 'abernathy-cold-storage' })
    expect(parseNear('neighborhood:pilsen')).toEqual({ kind: 'neighborhood', slug: 'pilsen' })
  })

  it('ignores what it cannot measure from', () => {
    for (const bad of [undefined, '', '91,0', '0,181', 'here', 'site:', 'site:Bad Slug', 'street:x', '41.8;-87.6', '1e2,3']) {
      expect(parseNear(bad)).toBeUndefined()
    }
  })

  it('round-trips through the URL value', () => {
    for (const value of ['41.882,-87.629', 'site:a-b', 'neighborhood:the-loop']) expect(nearValue(parseNear(value)!)).toBe(value)
  })
})

describe('walks', () => {
  // 0.01° of latitude is 1.112 km on the IUGG mean sphere.
  const origin = { lat: 41.88, lng: -87.63 }
  const north = (km: number) => ({ lat: origin.lat + (km / 1.112) * 0.01, lng: origin.lng })

  it('measures along streets (1.3 × the straight line) at 4.8 km/h', () => {
    const walk = walkTo(origin, north(1))
    expect(walk.meters).toBeGreaterThanOrEqual(1299)
    expect(walk.meters).toBeLessThanOrEqual(1301)
    expect(walk.minutes).toBe(16)
  })

  it('orders by distance, nearest first', () => {
    const places = [
      { name: 'far', location: north(2) },
      { name: 'near', location: north(0.2) },
      { name: 'middle', location: north(1) },
    ]
    expect(byWalk(places, origin).map((p) => p.item.name)).toEqual(['near', 'middle', 'far'])
  })

  it('says metres under a kilometre, then kilometres, and at least a minute', () => {
    expect(walkLabel({ meters: 847, minutes: 11 }, 'km')).toBe('850 m · 11 min walk')
    expect(walkLabel({ meters: 3, minutes: 0 }, 'km')).toBe('10 m · 1 min walk')
    expect(walkLabel({ meters: 1437, minutes: 18 }, 'km')).toBe('1.4 km · 18 min walk')
    expect(walkLabel({ meters: 805, minutes: 10 }, 'mi')).toBe('0.5 mi · 10 min walk')
    expect(walkLabel({ meters: 1437, minutes: 18 }, 'km', wordsIn('es', 'sites'), 'es')).toMatch(/^1,4 km/)
  })
})
