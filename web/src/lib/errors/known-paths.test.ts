import { describe, expect, it } from 'vitest'
import { isKnownPath, pathIndexSchema } from './known-paths'

const index = pathIndexSchema.parse({
  sites: ['rookery', 'river/north-tower'],
  events: ['lecture-2026'],
  tours: ['by-bus'],
  neighborhoods: ['loop'],
  stops: ['stop-1'],
  pages: ['about', 'about/contact-us', 'ohc-home'],
  years: [2024, 2025, 2026],
})

describe('isKnownPath', () => {
  it('knows the slugs of each kind of page, including slugs over several segments', () => {
    expect(isKnownPath('/sites/rookery', index)).toBe(true)
    expect(isKnownPath('/sites/river/north-tower', index)).toBe(true)
    expect(isKnownPath('/events/lecture-2026', index)).toBe(true)
    expect(isKnownPath('/tours/by-bus', index)).toBe(true)
    expect(isKnownPath('/neighborhoods/loop', index)).toBe(true)
    expect(isKnownPath('/stops/stop-1', index)).toBe(true)
    expect(isKnownPath('/archive/sites/rookery', index)).toBe(true)
    expect(isKnownPath('/archive/2024', index)).toBe(true)
    expect(isKnownPath('/about/contact-us', index)).toBe(true)
  })

  it('does not know other slugs, years or paths', () => {
    expect(isKnownPath('/sites/nope', index)).toBe(false)
    expect(isKnownPath('/sites/rookery/extra', index)).toBe(false)
    expect(isKnownPath('/events/by-bus', index)).toBe(false)
    expect(isKnownPath('/archive/1850', index)).toBe(false)
    expect(isKnownPath('/archive/sites', index)).toBe(false)
    expect(isKnownPath('/archive/sites/nope', index)).toBe(false)
    expect(isKnownPath('/no/such/page', index)).toBe(false)
    expect(isKnownPath('/about/nope', index)).toBe(false)
  })

  it('decodes escaped segments', () => {
    expect(isKnownPath('/sites/river%2Fnorth-tower', index)).toBe(true)
    expect(isKnownPath('/about%2Fcontact-us', index)).toBe(true)
  })

  it('knows no shared itinerary (their tokens are in the database): the page is always asked', () => {
    expect(isKnownPath('/itineraries/shared/abc', index)).toBe(false)
    expect(isKnownPath('/itineraries/shared/abc', pathIndexSchema.parse({}))).toBe(false)
  })

  it('leaves fixed routes, account pages, frames and malformed addresses to their pages', () => {
    for (const path of ['/', '/sites', '/events', '/archive', '/archive/sites/images', '/login', '/my-ohc/itineraries', '/iframe/sites/nope', '/ohc-admin/structure', '/og', '/archive/2024/extra', '/sites/%E0%A4%A']) {
      expect(isKnownPath(path, index), path).toBeUndefined()
    }
  })
})
