import { describe, expect, it } from 'vitest'
import { frameCallbackPath, frameLoginPath, verifyUrl } from './auth-callback'

describe('frameCallbackPath', () => {
  it.each([
    [undefined, '/iframe'],
    ['/', '/iframe'],
    ['/my-ohc/itineraries', '/iframe/my-ohc/itineraries'],
    ['/iframe/my-ohc', '/iframe/my-ohc'],
    ['/iframe', '/iframe'],
    ['https://evil.example/x', '/iframe'],
    ['//evil.example', '/iframe'],
    ['/sites?day=sunday', '/iframe/sites?day=sunday'],
  ])('%s → %s', (input, expected) => expect(frameCallbackPath(input)).toBe(expected))
})

describe('frameLoginPath and verifyUrl', () => {
  it('keeps the error and the callback', () => {
    expect(frameLoginPath('INVALID_TOKEN', '/iframe/my-ohc')).toBe('/iframe/login?error=INVALID_TOKEN&callbackURL=%2Fiframe%2Fmy-ohc')
    expect(frameLoginPath('INVALID_TOKEN', '/iframe')).toBe('/iframe/login?error=INVALID_TOKEN')
  })
  it('encodes the token', () => expect(verifyUrl('a+b/c')).toBe('/api/auth/magic-link/verify?token=a%2Bb%2Fc'))
})
