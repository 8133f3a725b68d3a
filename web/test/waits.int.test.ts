import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createDatabase } from '@/platform/db/database'
import { storeHostReport, type NewHostReport } from '@/door/store/host-reports'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { siteWait } from '@/content/api/waits'
import { placeNotice } from '@/content/status'

// A host's report on a running server, as visitors meet it: stored in the server's own database
// (as the host API stores it), it must show on the site's page, first in /sites?sort=line, in
// the short-line filter, in /api/waits and /api/status within 10 seconds; a page is served from
// the cache within its few seconds, and past them rendered for its visitor, never served stale
// (x-nextjs-cache: HIT or MISS, never STALE).

const base = inject('baseURL')
const db = createDatabase({ kind: 'sqlite', file: inject('sqliteFile'), timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS })
afterAll(() => db.destroy())

const FRESH_WITHIN_MS = 10_000
const cardSlugs = (html: string) => [...html.matchAll(/<h2 class="card-title"><a href="\/sites\/([a-z0-9-]+)"/g)].map((m) => m[1]!)

async function report(siteId: string, report: NewHostReport) {
  const at = new Date()
  const outcome = await storeHostReport(db, {
    id: randomUUID(),
    siteId,
    userId: 'test-host',
    tappedAt: at.toISOString(),
    day: at.toISOString().slice(0, 10),
    report,
  })
  expect(outcome).toBe('stored')
  return at.getTime()
}

/** Polls `path` until `shows` holds; the time it took, or a failure after 10 s. */
async function visibleAfter(path: string, from: number, shows: (body: string) => boolean): Promise<number> {
  while (Date.now() - from < FRESH_WITHIN_MS) {
    const response = await fetch(`${base}${path}`)
    const body = await response.text()
    // A line page is never served stale: within its bound a cached copy, past it a fresh render.
    if (!path.startsWith('/api/')) expect(response.headers.get('x-nextjs-cache')).toMatch(/^(HIT|MISS)$/)
    if (response.ok && shows(body)) return Date.now() - from
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${path} did not show the report within ${FRESH_WITHIN_MS / 1000} s`)
}

describe('a host’s report, seen by visitors', () => {
  it('shows on the site page, the lists and the API within 10 s, the pages never served stale', async () => {
    const { data } = (await (await fetch(`${base}/api/sites`)).json()) as { data: { id: string; fields: { slug: string } }[] }
    // A site in the middle of the A-to-Z list: "shortest line first" has to move it to the top.
    const site = data[Math.floor(data.length / 2)]!
    const slug = site.fields.slug
    const page = `/sites/${slug}`
    // In the cache before the report, as on a busy afternoon.
    for (const path of [page, '/sites?sort=line', '/sites?line=short']) expect((await fetch(`${base}${path}`)).status).toBe(200)
    // And served from the cache while fresh: the crowd costs one render per page per bound.
    expect((await fetch(`${base}${page}`)).headers.get('x-nextjs-cache')).toBe('HIT')
    expect(cardSlugs(await (await fetch(`${base}/sites?sort=line`)).text())[0]).not.toBe(slug)

    const from = await report(site.id, { kind: 'line', minutes: 7 })
    const onPage = await visibleAfter(page, from, (html) =>
      /data-wait="fresh">(<span[^>]*>[^<]*<\/span>)?~7 min line · reported/.test(html),
    )
    const first = await visibleAfter('/sites?sort=line', from, (html) => cardSlugs(html)[0] === slug && html.includes('~7 min line'))
    const filtered = await visibleAfter('/sites?line=short', from, (html) => cardSlugs(html).includes(slug))
    const api = await visibleAfter('/api/waits', from, (body) =>
      (JSON.parse(body) as { data: unknown[] }).data
        .map((w) => siteWait.parse(w))
        .some((w) => w.site.id === site.id && w.minutes === 7 && w.fresh),
    )
    console.info(
      `report → visible: site page ${onPage} ms, shortest line first ${first} ms, short line ${filtered} ms, /api/waits ${api} ms`,
    )

    // At capacity: the badge visitors know, on the page and in /api/status, and out of "short line".
    const full = await report(site.id, { kind: 'status', status: 'at-capacity' })
    await visibleAfter(page, full, (html) => html.includes('data-status="at-capacity" data-source="host"'))
    await visibleAfter('/api/status', full, (body) =>
      (JSON.parse(body) as { data: unknown[] }).data
        .map((n) => placeNotice.parse(n))
        .some((n) => n.source === 'host' && n.kind === 'at-capacity' && n.place.id === site.id),
    )
    await visibleAfter('/sites?line=short', full, (html) => !cardSlugs(html).includes(slug))
  }, 60_000)

  it('answers /api/waits with a short shared cache and an ETag', async () => {
    const response = await fetch(`${base}/api/waits`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    const etag = response.headers.get('etag')!
    expect((await fetch(`${base}/api/waits`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })
})
