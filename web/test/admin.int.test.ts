import { describe, expect, inject, it } from 'vitest'

// /ohc-admin serves the Studio's page shell (the Studio itself is a client app that needs
// Sanity's hosted API, unreachable here), kept out of search engines.

const base = inject('baseURL')

describe('/ohc-admin', () => {
  it.each(['/ohc-admin', '/ohc-admin/structure/site'])('%s answers the Studio shell, noindex', async (path) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await response.text()
    expect(html).toContain('<title>Open House Studio</title>')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    // NextStudio's no-script fallback: the shell a browser gets before the Studio boots.
    expect(html).toMatch(/You need to enable JavaScript to run this app|noscript/i)
  })
})
