import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readAuthConfig } from './auth'
import { SESSION_SECRET_FILE } from './session-secret-file'

const secret = 'a-production-secret-of-at-least-32-chars'

// A data folder of its own, so reading a config without a secret never writes into the repository's data/.
const dataFolder = mkdtempSync(path.join(os.tmpdir(), 'ohc-auth-config-'))
const local = { OHC_SQLITE_FILE: path.join(dataFolder, 'app.sqlite') }
afterAll(() => rmSync(dataFolder, { recursive: true, force: true }))

describe('the auth base URL', () => {
  it.each(['not a url', 'ftp://ohc.example.org', 'localhost:3000', 'https://'])('refuses %s as an invalid base URL', (url) => {
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
    expect(readAuthConfig({ ...local, PORT: '4000' }).baseURL).toBe('http://localhost:4000')
  })

  it('makes cookies Secure on https only', () => {
    expect(readAuthConfig({ OHC_SITE_URL: 'https://openhousechicago.org', BETTER_AUTH_SECRET: secret }).secureCookies).toBe(true)
    expect(readAuthConfig({ ...local, OHC_SITE_URL: 'http://localhost:3000' }).secureCookies).toBe(false)
    // Forced on loopback only (browsers take Secure cookies from there); never on a plain-http host.
    expect(readAuthConfig({ ...local, OHC_SITE_URL: 'http://127.0.0.1:3100', OHC_SECURE_COOKIES: 'true' }).secureCookies).toBe(true)
    expect(
      readAuthConfig({ OHC_SITE_URL: 'http://ohc.example', OHC_SECURE_COOKIES: 'true', BETTER_AUTH_SECRET: secret }).secureCookies,
    ).toBe(false)
  })
})

describe('the auth secret', () => {
  it('is required by a production server on a real host, and none is made for it', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ohc-deployed-'))
    try {
      const deployed = {
        NODE_ENV: 'production',
        OHC_SITE_URL: 'https://openhousechicago.org',
        OHC_SQLITE_FILE: path.join(folder, 'app.sqlite'),
      }
      expect(() => readAuthConfig(deployed)).toThrow(/BETTER_AUTH_SECRET is required in production/)
      expect(existsSync(path.join(folder, SESSION_SECRET_FILE))).toBe(false)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('is made once in the data folder on this machine, even for a production build, and kept', () => {
    const first = readAuthConfig({ ...local, NODE_ENV: 'production', OHC_SITE_URL: 'http://127.0.0.1:3000' }).secret
    expect(first).toBe(readFileSync(path.join(dataFolder, SESSION_SECRET_FILE), 'utf8').trim())
    expect(readAuthConfig({ ...local }).secret).toBe(first)
  })

  it('is the one set, when set: no file is made', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ohc-explicit-'))
    try {
      expect(readAuthConfig({ BETTER_AUTH_SECRET: secret, OHC_SQLITE_FILE: path.join(folder, 'app.sqlite') }).secret).toBe(secret)
      expect(existsSync(path.join(folder, SESSION_SECRET_FILE))).toBe(false)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('refuses one too short to be safe', () => {
    expect(() => readAuthConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })
})

describe('how long a process takes a session at its word', () => {
  const at = (value?: string) => readAuthConfig({ ...local, BETTER_AUTH_SECRET: secret, OHC_SESSION_CACHE_SECONDS: value })

  it('is 10 seconds unset, and 0 to 60 when set', () => {
    expect(at().sessionCacheSeconds).toBe(10)
    expect(at('0').sessionCacheSeconds).toBe(0)
    expect(at('60').sessionCacheSeconds).toBe(60)
  })

  it('refuses more than a minute, and anything but whole seconds, saying why', () => {
    expect(() => at('61')).toThrow('OHC_SESSION_CACHE_SECONDS: must be at most 60 seconds: a session ended elsewhere works this long')
    expect(() => at('2.5')).toThrow('OHC_SESSION_CACHE_SECONDS: must be a whole number of seconds')
    expect(() => at('-1')).toThrow('OHC_SESSION_CACHE_SECONDS: must be a whole number of seconds')
  })
})
