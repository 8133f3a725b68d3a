import { describe, expect, it } from 'vitest'
import { imageBaseUrl, parseImageRef, withImageUrl } from './image-url'

describe('parseImageRef', () => {
  it('reads file name and size from an asset id', () => {
    expect(parseImageRef('image-ab12-800x600-svg')).toEqual({ fileName: 'ab12-800x600.svg', width: 800, height: 600 })
  })
  it('refuses anything else', () => {
    expect(parseImageRef('file-ab12-pdf')).toBeUndefined()
    expect(parseImageRef('image-../../x-1x1-svg')).toBeUndefined()
  })
})

describe('image URLs', () => {
  it('point at the app locally and at Sanity’s CDN for a project', () => {
    expect(imageBaseUrl({ kind: 'local', datasetFile: '/x' })).toBe('/media/images')
    expect(
      imageBaseUrl({
        kind: 'lake',
        projectId: 'p1',
        dataset: 'production',
        apiVersion: 'v1',
        token: undefined,
        apiHost: undefined,
        timeoutMs: 3000,
      }),
    ).toBe('https://cdn.sanity.io/images/p1/production')
  })
  it('adds url and size to an image record (local mode by default)', () => {
    expect(withImageUrl({ alt: 'A façade', ref: 'image-ab12-800x600-svg' })).toEqual({
      alt: 'A façade',
      ref: 'image-ab12-800x600-svg',
      url: '/media/images/ab12-800x600.svg',
      width: 800,
      height: 600,
    })
  })
})
