import { describe, expect, it, vi } from 'vitest'
import { frameAncestorsPolicy, isFramePath } from './frame-policy'

describe('frameAncestorsPolicy', () => {
  it('allows the site itself, the Studio and the configured embedders', () => {
    expect(
      frameAncestorsPolicy({
        OHC_FRAME_ORIGINS: 'https://a.example, https://b.example',
        SANITY_STUDIO_URL: 'https://ohc.sanity.studio/desk',
      }),
    ).toBe("frame-ancestors 'self' https://ohc.sanity.studio https://a.example https://b.example")
  })
  it('is the site only when nothing is configured', () => expect(frameAncestorsPolicy({})).toBe("frame-ancestors 'self'"))
  it('ignores an invalid list with a logged message rather than failing every frame request', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(frameAncestorsPolicy({ OHC_FRAME_ORIGINS: 'https://ok.example, *' })).toBe("frame-ancestors 'self'")
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"*"'))
    error.mockRestore()
  })
})

describe('isFramePath', () => {
  it.each([
    ['/iframe', true],
    ['/iframe/sites', true],
    ['/iframes', false],
    ['/sites', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isFramePath(path)).toBe(expected))
})
