import { describe, expect, it } from 'vitest'
import { routedPath } from './routed-path'

describe('routedPath', () => {
  it('is the path Next routes: dot segments resolved, slashes folded, escapes decoded', () => {
    expect(routedPath('/../../icons/x.svg?q=1')).toBe('/icons/x.svg')
    expect(routedPath('/.%2e/my-ohc')).toBe('/my-ohc')
    expect(routedPath('/sites/%2e%2e/my-ohc')).toBe('/my-ohc')
    expect(routedPath('//my-ohc//places')).toBe('/my-ohc/places')
    expect(routedPath('/%6dy-ohc')).toBe('/my-ohc')
  })

  it('returns a plain path as it is, and the raw path when it cannot be decoded', () => {
    expect(routedPath('/sites/abernathy-cold-storage?day=saturday')).toBe('/sites/abernathy-cold-storage')
    expect(routedPath(undefined)).toBe('/')
    expect(routedPath('/%zz/my-ohc')).toBe('/%zz/my-ohc')
  })
})
