import { describe, expect, it } from 'vitest'
import { DEV_SECRET, readAuthConfig } from './auth'

const secret = 'a-production-secret-of-at-least-32-chars'

describe('the auth base URL', () => {
  it.each(['not a url', 'ftp://ohc.example.org', 'localhost:3000', 'https://'])('refuses %s with SPEC’s message', (url) => {
    expect(() => readAuthConfig({ OHC_SITE_URL: url })).toThrow(`Invalid base URL: ${url}. Please provide a valid base URL.`)
  })

  it('takes OHC_SITE_URL first, then BETTER_AUTH_URL, keeping only the origin', () => {
    expect(
      readAuthConfig({
        OHC_SITE_URL: 'https://openhousechicago.org/some/path',
        BETTER_AUTH_URL: 'https://other.example',
        BETTER_AUTH_SECRET: secret,
      }).baseURL,
    ).toBe('https://openhousechicago.org')
    expect(readAuthConfig({ BETTER_AUTH_URL: 'https://auth.example.org', BETTER_AUTH_SECRET: secret }).baseURL).toBe(
      'https://auth.example.org',
    )
  })

  it('defaults to this machine on PORT', () => {
    expect(readAuthConfig({ PORT: '4000' }).baseURL).toBe('http://localhost:4000')
  })

  it('makes cookies Secure on https only', () => {
    expect(readAuthConfig({ OHC_SITE_URL: 'https://openhousechicago.org', BETTER_AUTH_SECRET: secret }).secureCookies).toBe(true)
    expect(readAuthConfig({ OHC_SITE_URL: 'http://localhost:3000' }).secureCookies).toBe(false)
    // Forced on loopback only (browsers take Secure cookies from there); never on a plain-http host.
    expect(readAuthConfig({ OHC_SITE_URL: 'http://127.0.0.1:3100', OHC_SECURE_COOKIES: 'true' }).secureCookies).toBe(true)
    expect(
      readAuthConfig({ OHC_SITE_URL: 'http://ohc.example', OHC_SECURE_COOKIES: 'true', BETTER_AUTH_SECRET: secret }).secureCookies,
    ).toBe(false)
  })
})

describe('the auth secret', () => {
  it('is required by a production server on a real host', () => {
    expect(() => readAuthConfig({ NODE_ENV: 'production', OHC_SITE_URL: 'https://openhousechicago.org' })).toThrow(
      /BETTER_AUTH_SECRET is required in production/,
    )
  })

  it('falls back to the development secret on this machine, even for a production build', () => {
    expect(readAuthConfig({ NODE_ENV: 'production', OHC_SITE_URL: 'http://127.0.0.1:3000' }).secret).toBe(DEV_SECRET)
    expect(readAuthConfig({}).secret).toBe(DEV_SECRET)
  })

  it('refuses one too short to be safe', () => {
    expect(() => readAuthConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })
})
