import { describe, expect, it } from 'vitest'
import { loginPath, safeCallbackPath } from './callback'

describe('where a visitor lands after signing in', () => {
  it.each(['/my-ohc', '/sites/rookery?day=sat', '/events#today'])('keeps the site path %s', (path) => {
    expect(safeCallbackPath(path)).toBe(path)
  })

  it.each([
    undefined,
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'my-ohc',
    '/\t/evil.example',
  ])('sends %s to the home page instead', (value) => {
    expect(safeCallbackPath(value)).toBe('/')
  })

  it('keeps the callback on the login page a failed link returns to', () => {
    expect(loginPath('/')).toBe('/login')
    expect(loginPath('/my-ohc/itineraries')).toBe('/login?callbackURL=%2Fmy-ohc%2Fitineraries')
  })
})
