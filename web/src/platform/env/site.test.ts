import { describe, expect, it } from 'vitest'
import { readSiteConfig, siteOrigins } from './site'

describe('the site’s origins', () => {
  it('are the public origin alone on a real host', () => {
    expect(siteOrigins(new URL('https://www.openhousechicago.org'))).toEqual(['https://www.openhousechicago.org'])
  })

  it('are every loopback name on the same port when the site is on loopback, its own first', () => {
    expect(readSiteConfig({}).origins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(siteOrigins(new URL('http://127.0.0.1:4100'))).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100', 'http://[::1]:4100'])
  })
})
