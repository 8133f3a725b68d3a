import { describe, expect, it } from 'vitest'
import { hasMalformedEncoding, isMachinePath } from './malformed-address'

describe('hasMalformedEncoding', () => {
  it.each(['/events/%ff', '/sites/%', '/%zz', '/api/events/%zz', '/media/images/%', '/archive/%%', '/a/%c0%af', '/a/%ed%a0%80', '/a/%f'])(
    'finds %s malformed',
    (path) => expect(hasMalformedEncoding(path)).toBe(true),
  )

  it.each(['/', '/events/walk', '/sites/caf%C3%A9', '/a%20b', '/a/%2F', '/%00', '/iframe/sites/x'])('finds %s well formed', (path) =>
    expect(hasMalformedEncoding(path)).toBe(false),
  )
})

describe('isMachinePath', () => {
  it('tells the API, media, builds and assets from pages', () => {
    expect(
      ['/api', '/api/sites/x', '/media/images/a.jpg', '/builds/latest.json', '/icons/192.png', '/serwist/sw.js', '/_next/static/x'].every(
        isMachinePath,
      ),
    ).toBe(true)
    expect(['/', '/apiary', '/sites', '/iframe/api-docs', '/mediathek', '/iconsult', '/serwistic'].some(isMachinePath)).toBe(false)
  })
})
