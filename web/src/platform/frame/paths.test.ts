import { describe, expect, it } from 'vitest'
import { framePathFor } from './paths'

describe('framePathFor', () => {
  it.each([
    ['/', '/iframe'],
    ['/sites?neighborhood=loop', '/iframe/sites?neighborhood=loop'],
    ['/sites/a/b', '/iframe/sites/a/b'],
    ['/events/x#when', '/iframe/events/x#when'],
    ['/archive/2024', '/iframe/archive/2024'],
    ['/archive/sites/abernathy-cold-storage', '/iframe/archive/sites/abernathy-cold-storage'],
    ['/my-ohc/itineraries', '/iframe/my-ohc/itineraries'],
    ['/login?callbackURL=%2Fmy-ohc', '/iframe/login?callbackURL=%2Fmy-ohc'],
    ['/about/contact-us', '/iframe/about/contact-us'],
    ['/iframe/tours', '/iframe/tours'],
  ])('%s → %s', (path, expected) => expect(framePathFor(path)).toBe(expected))

  it.each(['/stops', '/stops/a', '/archive/sites/images', '/ohc-admin', '/api/sites', '/nowhere'])('%s has no frame version', (path) =>
    expect(framePathFor(path)).toBeUndefined(),
  )
})
