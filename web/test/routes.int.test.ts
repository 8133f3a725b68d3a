import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FRAME_ROUTES, ROUTES, type RouteEntry } from '@/kernel/page-table/table'
import { demoDocuments, demoYears, editionYears, ofType } from './demo-dataset'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { signedInCookie } from './sign-in'

// The route table (src/kernel/page-table/table.ts) against the real server: every page route's sample
// answers 200 with its template, account pages send signed-out visitors to sign in, unknown values
// of every parameter answer 404 "Page Not Found", crawlers get error statuses without the page;
// and what surrounds the pages: robots.txt, sitemap.xml, the build manifests, framing headers.

const base = inject('baseURL')
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

const publicRoutes = [...ROUTES, ...FRAME_ROUTES].filter((r) => !r.signedIn && !r.sampleMadeByTest)
// Staff pages answer a signed-in visitor 403: test/ops.int.test.ts signs in as staff for them.
const accountRoutes = [...ROUTES, ...FRAME_ROUTES].filter((r) => r.signedIn)

describe('every public route of the table answers 200 with its template', () => {
  it.each(publicRoutes.filter((r) => r.template !== 'studio').map((r) => [r.sample, r.template] as const))(
    '%s → %s',
    async (sample, template) => {
      const response = await get(sample)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`data-template="${template}"`)
    },
  )
})

// The Studio is Sanity's own app: its page carries the Studio's mount, not a template of ours.
it('/ohc-admin answers 200 with the Studio', async () => {
  const response = await get('/ohc-admin')
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('data-ui="NextStudioLayout"')
})

describe('account pages', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await signedInCookie()
  })
  it.each(accountRoutes.map((r) => [r.sample] as const))('%s sends a signed-out visitor to sign in, with a way back', async (sample) => {
    const response = await get(sample)
    expect([302, 303, 307, 308]).toContain(response.status)
    const location = new URL(response.headers.get('location') ?? '', base)
    expect(location.pathname).toMatch(/^(\/iframe)?\/login$/)
    expect(location.searchParams.get('callbackURL')).toBe(sample)
  })
  it.each(accountRoutes.filter((r) => !r.role).map((r) => [r.sample, r.template] as const))(
    '%s answers 200 with %s when signed in',
    async (sample, template) => {
      const response = await get(sample, { headers: { cookie } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`data-template="${template}"`)
    },
  )
  it.each(accountRoutes.filter((r) => r.role).map((r) => [r.sample, r.role] as const))(
    '%s answers 403 to an account without the %s role',
    async (sample) => {
      const response = await get(sample, { headers: { cookie } })
      expect(response.status).toBe(403)
      // forbidden() sends the 403 page in the payload the browser draws it from, not as HTML.
      expect((await response.text()).replaceAll('\\"', '"')).toContain('"data-template":"forbidden"')
    },
  )
})

/** The sample with every parameter replaced by a value no document has. */
function unknownPath(route: RouteEntry): string {
  return route.pattern
    .replace(/\[\[?\.\.\.(\w+)\]?\]/g, 'no-such-$1/at-all')
    .replace(/\[year\]/g, '1999')
    .replace(/\[(\w+)\]/g, 'no-such-$1')
}

const parameterised = [...ROUTES, ...FRAME_ROUTES].filter((r) => r.pattern.includes('[') && r.template !== 'studio' && !r.signedIn)

/** The page as a browser without JavaScript shows it: the HTML without its scripts. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

describe('unknown values answer 404 "Page Not Found"', () => {
  // In the HTML itself, not only in the RSC payload (the proxy's 404 check, not-found-rewrite.ts);
  // the /iframe pages still draw theirs from the payload (below).
  it.each(parameterised.map((r) => [unknownPath(r)] as const))('%s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page Not Found')
    if (!path.startsWith('/iframe')) expect(withoutScripts(html)).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
  })

  it('an unknown path answers 404 with the not-found page in its HTML, kept out of search engines', async () => {
    for (const path of ['/no/such/page', '/about/no-such-page', '/archive/sites', '/archive/1850']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = withoutScripts(await response.text())
      expect(html, path).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
      expect(html).toContain('site-header')
      expect(html).toContain('noindex')
    }
  })

  it('known pages are untouched by the 404 check', async () => {
    for (const path of ['/about', '/sites/abernathy-cold-storage', '/archive/2024']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(withoutScripts(await response.text())).not.toContain('Page Not Found')
    }
  })

  it('the index of known paths lists the content', async () => {
    const response = await get('/api/known-paths')
    expect(response.status).toBe(200)
    const index = await response.json()
    expect(index.sites).toContain('abernathy-cold-storage')
    expect(index.pages).toContain('about/contact-us')
    expect(index.years).toContain(2024)
  })

  // A notFound() inside a layout reaches the browser as the RSC payload of the not-found page,
  // which draws it (e2e/frame.spec.ts checks what is shown); the server's HTML body is left empty.
  it('an unknown /iframe path answers 404 with the frame’s not-found page', async () => {
    const response = await get('/iframe/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page Not Found')
    // The frame's not-found page links to the frame's own pages.
    expect(html).toContain('/iframe/sites')
  })
})

describe('crawlers', () => {
  it('get a 404 status with one line instead of the page', async () => {
    const response = await get('/no/such/page', { headers: { 'user-agent': GOOGLEBOT } })
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).toBe('Page Not Found\n')
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  })
  it('get 404 without the page for an unknown site too', async () => {
    const response = await get('/sites/no-such-site', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    })
    expect(response.status).toBe(404)
    expect((await response.text()).length).toBeLessThan(100)
  })
  it('get real pages in full, with their headers', async () => {
    const response = await get('/', { headers: { 'user-agent': GOOGLEBOT } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-template="home"')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('the error page', () => {
  it('is not reachable on a server without OHC_TEST_ERROR_ROUTE', async () => {
    expect((await get('/ohc-test-error')).status).toBe(404)
  })

  describe('on a server that enables the failing test page', () => {
    let child: Awaited<ReturnType<typeof startNext>>
    let own: string
    const env = authTestEnv('http://127.0.0.1')
    beforeAll(async () => {
      const port = await freePort()
      own = `http://127.0.0.1:${port}`
      child = await startNext(port, { ...env.env, OHC_SITE_URL: own, OHC_TEST_ERROR_ROUTE: '1' })
    })
    afterAll(async () => {
      await stop(child)
      env.dispose()
    })
    it('answers 500 without the error’s message (the page itself is drawn by the error boundary in the browser)', async () => {
      const response = await fetch(`${own}/ohc-test-error`)
      expect(response.status).toBe(500)
      const html = await response.text()
      expect(html).not.toContain('Deliberate failure')
      expect(html).toMatch(/digest\\?":\\?"\w+/)
    })
    it('gives a crawler the 500 status without the page', async () => {
      const response = await fetch(`${own}/ohc-test-error`, { headers: { 'user-agent': GOOGLEBOT } })
      expect(response.status).toBe(500)
      expect(await response.text()).toBe('Internal Server Error\n')
    })
  })
})

describe('the installable app: manifest, icons, service worker', () => {
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (bytes: Buffer) => ({
    png: bytes.subarray(1, 4).toString('latin1'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  })

  it('every page links the manifest, whose icons are PNGs of the sizes it states', async () => {
    expect(await (await get('/sites')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    const response = await get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as {
      start_url: string
      display: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const file = await get(icon.src)
      expect(file.status, icon.src).toBe(200)
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toEqual({ png: 'PNG', width, height })
    }
    expect((await get('/icons/64.png')).status).toBe(404)
  })

  it('the service worker is served as a script allowed the whole site, without a page policy that would stop it caching map tiles', async () => {
    const response = await get('/serwist/sw.js?tiles=https%3A%2F%2Ftile.openstreetmap.org')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('service-worker-allowed')).toBe('/')
    expect(response.headers.get('content-security-policy')).toBeNull()
    const text = await response.text()
    expect(text).toContain('addEventListener("fetch"')
    expect(text).toContain('ohc-pages')
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API, the Studio, the account pages and the frames, and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text()
    for (const path of ['/api/', '/ohc-admin', '/my-ohc', '/ops', '/iframe', '/es/my-ohc', '/es/ops', '/es/iframe'])
      expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m)
  })

  it('sitemap.xml lists every live site, event and neighborhood and every archived year, and nothing private', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname))
    const docs = demoDocuments()
    const { current, archived } = demoYears(docs)
    const slug = (d: Record<string, unknown>) => String(Reflect.get(Object(d.slug), 'current'))
    const liveSites = ofType(docs, 'site')
      .filter((s) => editionYears(s).includes(current))
      .map(slug)
    const liveEvents = ofType(docs, 'event')
      .filter((e) => e.year === current)
      .map(slug)
    const neighborhoods = ofType(docs, 'neighborhood')
      .filter((n) => Array.isArray(n.years) && n.years.includes(current))
      .map(slug)
    expect(liveSites.length).toBeGreaterThan(100)
    for (const s of liveSites) expect(locs).toContain(`/sites/${s}`)
    for (const e of liveEvents) expect(locs).toContain(`/events/${e}`)
    for (const n of neighborhoods) expect(locs).toContain(`/neighborhoods/${n}`)
    for (const y of archived) expect(locs).toContain(`/archive/${y}`)
    const retired = ofType(docs, 'site')
      .filter((s) => !editionYears(s).includes(current))
      .map(slug)
    expect(retired.length).toBeGreaterThan(0)
    for (const s of retired) expect(locs).not.toContain(`/sites/${s}`)
    for (const loc of locs) expect(loc).not.toMatch(/^(\/es)?\/(iframe|my-ohc|ops|api|ohc-admin|login|test$)/)
  })
})

describe('build manifests', () => {
  it('/builds/latest.json names the build, uncached, and /builds/meta/{id}.json knows only that build', async () => {
    const response = await get(`/builds/latest.json?t=${Date.now()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const latest: { id: string; timestamp: number } = await response.json()
    expect(latest.id).toMatch(/^[\w-]+$/)
    expect(latest.timestamp).toBeGreaterThan(Date.parse('2020-01-01'))
    const meta = await get(`/builds/meta/${latest.id}.json`)
    expect(meta.status).toBe(200)
    expect(await meta.json()).toEqual(latest)
    expect((await get('/builds/meta/not-this-build.json')).status).toBe(404)
  })
})

describe('framing headers', () => {
  it('a site page may be framed only by the site itself', async () => {
    const response = await get('/sites')
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
  it('an /iframe page carries its own frame-ancestors and no X-Frame-Options', async () => {
    const response = await get('/iframe')
    expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'/)
    expect(response.headers.get('x-frame-options')).toBeNull()
  })
})

describe('the tag manager', () => {
  it('is not on the page when settings name none (the demo)', async () => {
    const docs = demoDocuments()
    expect(docs.find((d) => d._id === 'settings')?.tagManagerId).toBeUndefined()
    const html = await (await get('/')).text()
    expect(html).not.toContain('googletagmanager')
    expect(html).not.toContain('tag-manager')
  })
})
