import { describe, expect, it } from 'vitest'
import { slugOf } from './segments'

describe('slugOf', () => {
  it('decodes and joins the segments', () => expect(slugOf(['caf%C3%A9', 'b'])).toBe('café/b'))
  it('keeps a segment that cannot be decoded as it is, instead of throwing', () => {
    expect(slugOf(['%zz'])).toBe('%zz')
    expect(slugOf(['about%2', 'x'])).toBe('about%2/x')
  })
})
