import { describe, expect, it } from 'vitest'
import { withCookie } from './personal-vary'

describe('withCookie', () => {
  it('adds Cookie to a Vary list once', () => {
    expect(withCookie('rsc, next-router-state-tree')).toBe('rsc, next-router-state-tree, Cookie')
    expect(withCookie('')).toBe('Cookie')
    expect(withCookie('Accept-Encoding,cookie')).toBe('Accept-Encoding,cookie')
  })

  it('leaves `*`, which varies on everything', () => {
    expect(withCookie('*')).toBe('*')
  })
})
