import { describe, expect, it } from 'vitest'
import { frameAwareMagicLink, frameCallbackPath, frameLoginPath, pastedLinkPath, verifyUrl } from './frame-callback'

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
    ['/es/iframe/my-ohc', '/es/iframe/my-ohc'],
    ['/es/iframe', '/es/iframe'],
    ['/ops', '/iframe/ops'],
  ])('%s → %s', (input, expected) => expect(frameCallbackPath(input)).toBe(expected))
})

describe('frameLoginPath and verifyUrl', () => {
  it('keeps the error and the callback', () => {
    expect(frameLoginPath('INVALID_TOKEN', '/iframe/my-ohc')).toBe('/iframe/login?error=INVALID_TOKEN&callbackURL=%2Fiframe%2Fmy-ohc')
    expect(frameLoginPath('INVALID_TOKEN', '/iframe')).toBe('/iframe/login?error=INVALID_TOKEN')
  })
  it('encodes the token', () => expect(verifyUrl('a+b/c')).toBe('/api/auth/magic-link/verify?token=a%2Bb%2Fc'))
})

describe('frameAwareMagicLink', () => {
  const link = (callback: string) => `https://ohc.example/api/auth/magic-link/verify?token=abc&callbackURL=${encodeURIComponent(callback)}`
  it('sends a sign-in started in a frame to the frame’s callback page', () => {
    expect(frameAwareMagicLink(link('/iframe/my-ohc'))).toBe(
      'https://ohc.example/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fiframe%2Fmy-ohc',
    )
    expect(frameAwareMagicLink(link('/es/iframe/my-ohc'))).toBe(
      'https://ohc.example/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fes%2Fiframe%2Fmy-ohc',
    )
  })
  it('leaves every other link alone', () => {
    expect(frameAwareMagicLink(link('/my-ohc'))).toBe(link('/my-ohc'))
    expect(frameAwareMagicLink(link('/es/my-ohc'))).toBe(link('/es/my-ohc'))
    expect(frameAwareMagicLink(link('/iframes'))).toBe(link('/iframes'))
    expect(frameAwareMagicLink('https://ohc.example/other?callbackURL=%2Fiframe')).toBe('https://ohc.example/other?callbackURL=%2Fiframe')
    expect(frameAwareMagicLink('not a url')).toBe('not a url')
  })
})

describe('pastedLinkPath', () => {
  const site = 'https://ohc.example'
  it('turns either form of this site’s link into the frame’s callback page, callback kept in the frame', () => {
    expect(pastedLinkPath(' https://ohc.example/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fiframe%2Fmy-ohc ', site)).toBe(
      '/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fiframe%2Fmy-ohc',
    )
    expect(pastedLinkPath('https://ohc.example/api/auth/magic-link/verify?token=a%2Bb&callbackURL=%2Fmy-ohc', site)).toBe(
      '/iframe/api/auth/magic-link/verify?token=a%2Bb&callbackURL=%2Fiframe%2Fmy-ohc',
    )
    expect(pastedLinkPath('https://ohc.example/api/auth/magic-link/verify?token=abc', site)).toBe(
      '/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fiframe',
    )
    // A callback to another site is dropped for the frame's home.
    expect(pastedLinkPath('https://ohc.example/api/auth/magic-link/verify?token=abc&callbackURL=https%3A%2F%2Fevil.example', site)).toBe(
      '/iframe/api/auth/magic-link/verify?token=abc&callbackURL=%2Fiframe',
    )
  })
  it('refuses anything else', () => {
    for (const text of [
      '',
      'hello',
      'https://evil.example/api/auth/magic-link/verify?token=abc',
      'https://ohc.example/api/auth/magic-link/verify',
      'https://ohc.example/sites?token=abc',
    ]) {
      expect(pastedLinkPath(text, site), text).toBeUndefined()
    }
  })
})
