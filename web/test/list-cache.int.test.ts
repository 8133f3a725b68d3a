import { randomInt } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { demoDocuments, demoYears } from './demo-dataset'
import { metresOfLabel } from './distance-labels'

// The hot lists as the festival weekend meets them: /sites and /events are static pages; a
// filtered list is rendered once per normalised filter and then served from the page cache; a map layer's markers
// have their own address, cached like the API's lists.

const base = inject('baseURL')
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' })
const { current } = demoYears(demoDocuments())
const countOf = (html: string) => /id="sites-count"[^>]*>(\d+) sites?/.exec(html)?.[1]

describe('/sites', () => {
  it('unfiltered is a cached page, rendered anew past 5 s for the lines on its cards, never served stale (door/lines/announce.ts)', async () => {
    const response = await get('/sites')
    expect(response.status).toBe(200)
    // Past its 5 seconds it is rendered for the visitor who asks (web/line-pages.mjs), never stale.
    expect(['HIT', 'MISS']).toContain(response.headers.get('x-nextjs-cache'))
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=5\b/)
    expect(countOf(await response.text())).toBe('250')
    // Within them, the kept copy.
    expect((await get('/sites')).headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('filtered is rendered once, then served from the cache for the same filter in any order', async () => {
    const filter = `category=civic&day=saturday&q=${Date.now().toString(36)}`
    const first = await get(`/sites?${filter}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    const html = await first.text()
    expect(html).toContain('data-template="sites-list"')
    const again = await get(`/sites?utm_source=newsletter&${filter.split('&').reverse().join('&')}`)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(countOf(await again.text())).toBe(countOf(html))
  })

  it('filters what it says it filters', async () => {
    const civic = countOf(await (await get('/sites?category=civic')).text())
    expect(Number(civic)).toBeGreaterThan(0)
    expect(Number(civic)).toBeLessThan(250)
    expect(countOf(await (await get('/iframe/sites?category=civic')).text())).toBe(civic)
  })

  it('a query it does not know is the static page; a results page by its own address is not indexed', async () => {
    expect(countOf(await (await get('/sites?utm_source=poster')).text())).toBe('250')
    expect(await (await get('/sites?category=civic')).text()).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(await (await get('/sites')).text()).not.toMatch(/<meta name="robots" content="noindex/)
  })
})

describe('/sites, a page at a time', () => {
  // Each card's heading links to its site: the list's order, read from the page.
  const cardSlugs = (html: string) => [...html.matchAll(/<h2 class="card-title"><a href="\/sites\/([a-z0-9-]+)"/g)].map((m) => m[1]!)
  const PAGE = 48

  it('shows the first page, and the pages together list every site once', async () => {
    const api: { data: { fields: { slug: string } }[] } = await (await get('/api/sites')).json()
    const every = api.data.map((s) => s.fields.slug).sort()
    const pages = Math.ceil(every.length / PAGE)
    expect(pages).toBeGreaterThan(1)
    const first = await (await get('/sites')).text()
    expect(cardSlugs(first)).toHaveLength(PAGE)
    expect(first).toContain(`1–${PAGE} of ${every.length} sites`)
    expect(first).toContain('href="/sites?page=2" rel="next"')
    const seen = [...cardSlugs(first)]
    for (let page = 2; page <= pages; page++) {
      const response = await get(`/sites?page=${page}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
      expect(html).toContain(`id="sites-count"`)
      seen.push(...cardSlugs(html))
    }
    expect(seen.sort()).toEqual(every)
  })

  it('caches each page per filter, keeps the filter in its links and shows the last page for one past the end', async () => {
    const filter = `day=saturday&q=${Date.now().toString(36)}`
    const second = await get(`/sites?page=2&day=saturday`)
    expect(second.status).toBe(200)
    expect(['MISS', 'HIT', 'STALE']).toContain(second.headers.get('x-nextjs-cache'))
    expect((await get(`/sites?day=saturday&page=2&utm_source=x`)).headers.get('x-nextjs-cache')).toBe('HIT')
    const html = await second.text()
    expect(html).toContain('href="/sites?day=saturday" rel="prev"')
    expect(html).toContain('href="/sites?day=saturday&amp;page=3" rel="next"')
    // An unknown query finds nothing: one page, no pager.
    expect(await (await get(`/sites?${filter}&page=3`)).text()).not.toContain('aria-label="Pages of sites"')
    const past = await (await get('/sites?page=999')).text()
    const lastPage = Math.ceil(250 / PAGE)
    expect(past).toContain(`aria-current="page" aria-label="Page ${lastPage}"`)
    expect(past).not.toMatch(/rel="next"/)
    expect(cardSlugs(past)).toHaveLength(250 - (lastPage - 1) * PAGE)
  })

  it('the map shows every result, whatever the page; the frame pages its own list', async () => {
    expect(await (await get('/sites?view=map&page=3')).text()).toContain('Map of 250 sites')
    expect(await (await get('/iframe/sites?page=2')).text()).toContain('href="/iframe/sites?page=3" rel="next"')
  })
})

describe('/sites near a place', () => {
  const walks = (html: string) =>
    [...html.matchAll(/>(?:About )?(\d+(?:\.\d)? (?:m|km|ft|mi)) · \d+ min walk</g)].map((m) => metresOfLabel(m[1]!))

  it('orders by the walk from a point, one cached page per point rounded to about 110 m', async () => {
    // A point of its own in Chicago (one of 40,000 on the 3-decimal grid), so this run renders it
    // first: the page cache outlives the server on disk.
    const lat = (41.8 + randomInt(200) / 1000).toFixed(3)
    const lng = (-87.6 - randomInt(200) / 1000).toFixed(3)
    const first = await get(`/sites?near=${lat},${lng}`)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    const html = await first.text()
    const metres = walks(html)
    expect(metres).toHaveLength(48)
    expect(metres).toEqual([...metres].sort((a, b) => a - b))
    expect(html).toContain('Remove filter: Near you')
    const again = await get(`/sites?near=${lat}4,${lng}2`)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('from a neighborhood or a site; a place it does not know leaves the list in its own order', async () => {
    const near = await (await get('/sites?near=site:abernathy-cold-storage')).text()
    expect(near).toMatch(/<h2 class="card-title"><a href="\/sites\/abernathy-cold-storage">/)
    // The site itself first, at the shortest walk a label says: 10 m, or 50 ft in miles.
    expect(walks(near)[0]).toBeLessThanOrEqual(metresOfLabel('50 ft'))
    expect(await (await get('/sites?near=neighborhood:andersonville')).text()).toContain('Remove filter: Near Andersonville')
    const unknown = await get('/sites?near=site:no-such-site')
    expect(unknown.status).toBe(200)
    const plain = await unknown.text()
    expect(walks(plain)).toEqual([])
    expect(plain).not.toContain('Remove filter')
  })
})

describe('/events', () => {
  // React separates adjacent text with <!-- -->: the count's words, without them.
  const eventCount = (html: string) => /data-testid="event-count"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replaceAll('<!-- -->', '')

  it('unfiltered is the static page; filtered is rendered once, then served from the cache in any order', async () => {
    const all = await get('/events')
    expect(['HIT', 'STALE']).toContain(all.headers.get('x-nextjs-cache'))
    expect(eventCount(await all.text())).toMatch(/^\d+ events$/)
    const first = await get('/events?category=talk&price=free&audience=public')
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    const counted = eventCount(await first.text())
    expect(counted).toMatch(/match your filters/)
    const again = await get('/events?audience=public&utm_campaign=x&price=free&category=talk')
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(eventCount(await again.text())).toBe(counted)
    expect(eventCount(await (await get('/iframe/events?category=talk&price=free&audience=public')).text())).toBe(counted)
  })
})

describe('/api/map/{layer}/{year}', () => {
  it('has a marker for every site of the year, and says which layers and years exist', async () => {
    const sites: { data: unknown[] } = await (await get('/api/sites')).json()
    const markers = await get(`/api/map/sites/${current}`)
    expect(markers.status).toBe(200)
    const body: { data: { lat: number; lng: number; href?: string }[] } = await markers.json()
    expect(body.data).toHaveLength(sites.data.length)
    expect(body.data.every((m) => Number.isFinite(m.lat) && Number.isFinite(m.lng) && m.href?.startsWith('/sites/'))).toBe(true)
    expect((await get(`/api/map/parking/${current}`)).status).toBe(400)
    expect((await get(`/api/map/sites/${current + 5}`)).status).toBe(404)
  })
})
