import { describe, expect, it } from 'vitest'
import { acceptedCoding } from './encoded-body'

const both = { br: new Uint8Array(1), gzip: new Uint8Array(1) }

describe('acceptedCoding', () => {
  it('prefers brotli, honours q-values and q=0, and falls back to the text', () => {
    expect(acceptedCoding('gzip, deflate, br', both)).toBe('br')
    expect(acceptedCoding('gzip', both)).toBe('gzip')
    expect(acceptedCoding('br;q=0.5, gzip', both)).toBe('gzip')
    expect(acceptedCoding('br;q=0, gzip;q=0', both)).toBeUndefined()
    expect(acceptedCoding('*', both)).toBe('br')
    expect(acceptedCoding('*, br;q=0', both)).toBe('gzip')
    expect(acceptedCoding('identity', both)).toBeUndefined()
    expect(acceptedCoding(null, both)).toBeUndefined()
  })

  it('offers only what has been made', () => {
    expect(acceptedCoding('br, gzip', { gzip: new Uint8Array(1) })).toBe('gzip')
    expect(acceptedCoding('br, gzip', {})).toBeUndefined()
  })
})
