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
    const known = [
      '/sites/rookery',
      '/sites/river/north-tower',
      '/events/lecture-2026',
      '/tours/by-bus',
      '/neighborhoods/loop',
      '/stops/stop-1',
      '/archive/sites/rookery',
      '/archive/2024',
      '/about/contact-us',
    ]
    for (const path of known) expect(isKnownPath(path, index), path).toBe(true)
  })

  it('does not know other slugs, years or paths', () => {
    const unknown = [
      '/sites/nope',
      '/sites/rookery/extra',
      '/events/by-bus',
      '/archive/1850',
      '/archive/sites',
      '/archive/sites/nope',
      '/no/such/page',
      '/about/nope',
    ]
    for (const path of unknown) expect(isKnownPath(path, index), path).toBe(false)
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
    for (const path of [
      '/',
      '/sites',
      '/events',
      '/archive',
      '/archive/sites/images',
      '/login',
      '/my-ohc/itineraries',
      '/iframe/sites/nope',
      '/ohc-admin/structure',
      '/og',
      '/archive/2024/extra',
      '/sites/%E0%A4%A',
    ]) {
      expect(isKnownPath(path, index), path).toBeUndefined()
    }
  })
})
