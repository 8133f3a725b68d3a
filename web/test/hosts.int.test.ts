import { randomUUID } from 'node:crypto'
import { WAITS_REVALIDATE_SECONDS } from '@/door/lines/announce'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { demoDocuments, demoYears } from './demo-dataset'
import { startLakeSite, type LakeSite } from './lake-site'
import { newEmail } from './addresses'
import { callAt, signInAt, type Visitor } from './own-server'
import { DEMO_HOST } from './addresses'

// The host tool's API against the real server on a stand-in Content Lake, on both databases: a
// host counts and reports for their own sites only; anyone else (another host, a signed-in
// visitor, an anonymous caller, a foreign page) is refused and stores nothing; a tap sent again,
// or twice at once, counts once; implausible taps are refused with a reason; an assignment removed
// and published takes the access away at the next request.

const { current } = demoYears(demoDocuments())
// Saturday of the demo festival, mid-afternoon in Chicago.
const NOW = '2026-10-17T20:00:00.000Z'

type Edition = { year: number; hosts?: string[] }
const hostedSites = demoDocuments()
  .filter((d) => d._type === 'site' && ((d.editions ?? []) as Edition[]).some((e) => e.year === current && e.hosts?.includes(DEMO_HOST)))
  .map((d) => ({ id: d._id, slug: (d.slug as { current: string }).current }))
const unhosted = demoDocuments().find(
  (d) => d._type === 'site' && ((d.editions ?? []) as Edition[]).some((e) => e.year === current && !e.hosts?.length),
)!

const count = (siteId: string, delta: number, at = NOW) => ({ id: randomUUID(), siteId, at, report: { kind: 'count', delta } })
const line = (siteId: string, minutes: number) => ({ id: randomUUID(), siteId, at: NOW, report: { kind: 'line', minutes } })

onEachDatabase('the host API', (target) => {
  let database: DatabaseUnderTest
  let lake: LakeSite
  let host: Visitor
  const [mine, alsoMine] = hostedSites
  useMigratedDatabase(target, (under) => {
    database = under
  })

  beforeAll(async () => {
    if (!target.available) return
    lake = await startLakeSite({ OHC_TEST_NOW: NOW, ...database.env })
    host = await signInAt(lake.server, DEMO_HOST)
  }, 120_000)
  afterAll(async () => {
    await lake?.close()
  })

  const send = (who: Visitor | undefined, reports: unknown[], origin?: string) =>
    callAt(lake.server, who, 'POST', '/api/host/reports', { reports }, origin)
  const totalOf = async (siteId: string) => {
    const response = await callAt(lake.server, host, 'GET', `/api/host/sites/${siteId}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { total: number } }).data.total
  }

  it('the demo host is on three sites', () => {
    expect(hostedSites).toHaveLength(3)
  })

  it('a host counts +1 three times and +5, reports a line, and sending again changes nothing', async () => {
    const taps = [count(mine!.id, 1), count(mine!.id, 1), count(mine!.id, 1), count(mine!.id, 5), line(mine!.id, 30)]
    const first = await send(host, taps)
    expect(first.status).toBe(200)
    const { data } = (await first.json()) as { data: { results: { id: string; outcome: string }[] } }
    expect(data.results.map((r) => r.outcome)).toEqual(['stored', 'stored', 'stored', 'stored', 'stored'])
    expect(await totalOf(mine!.id)).toBe(8)
    // The phone lost the answer and sends the same taps again, twice at once.
    const again = await Promise.all([send(host, taps), send(host, taps)])
    for (const response of again) {
      const body = (await response.json()) as { data: { results: { outcome: string }[] } }
      expect(body.data.results.every((r) => r.outcome === 'duplicate')).toBe(true)
    }
    expect(await totalOf(mine!.id)).toBe(8)
    const summary = await (await callAt(lake.server, host, 'GET', `/api/host/sites/${mine!.slug}`)).json()
    expect(summary.data).toMatchObject({ open: true, day: '2026-10-17', total: 8, last: { kind: 'line', minutes: 30 } })
  })

  it('a report is on the site page and the list for the first visitor once the few seconds’ bound has passed', async () => {
    const third = hostedSites[2]!
    const pages = [`/sites/${third.slug}`, '/sites?sort=line']
    // Both pages rendered and kept before the report, as a busy afternoon leaves them.
    for (const path of pages) expect((await fetch(`${lake.base}${path}`)).status).toBe(200)
    expect((await send(host, [line(third.id, 40)])).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, (WAITS_REVALIDATE_SECONDS + 0.5) * 1000))
    // One request each, as a visitor arriving then makes: no second load is needed.
    for (const path of pages) expect(await (await fetch(`${lake.base}${path}`)).text(), path).toContain('~40 min line')
  })

  it('nobody else may report for the site, and nothing of theirs is stored', async () => {
    const before = await totalOf(mine!.id)
    const visitor = await signInAt(lake.server, newEmail('not-a-host'))
    expect((await send(visitor, [count(mine!.id, 5)])).status).toBe(403)
    expect((await callAt(lake.server, visitor, 'GET', `/api/host/sites/${mine!.id}`)).status).toBe(403)
    expect((await send(undefined, [count(mine!.id, 5)])).status).toBe(401)
    expect((await callAt(lake.server, undefined, 'GET', `/api/host/sites/${mine!.id}`)).status).toBe(401)
    expect((await send(host, [count(mine!.id, 5)], 'https://evil.example')).status).toBe(403)
    // A site that is not the host's: the whole request is refused, its own site's taps too.
    expect((await send(host, [count(mine!.id, 1), count(unhosted._id, 1)])).status).toBe(403)
    expect((await callAt(lake.server, host, 'GET', `/api/host/sites/${unhosted._id}`)).status).toBe(403)
    expect(await totalOf(mine!.id)).toBe(before)
    // The pages say the same.
    expect((await callAt(lake.server, visitor, 'GET', `/host/${mine!.slug}`)).status).toBe(403)
    const page = await callAt(lake.server, host, 'GET', `/host/${mine!.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('data-template="host-tool"')
  })

  it('implausible taps are refused with a reason, and the count never goes below zero', async () => {
    const huge = await send(host, [count(alsoMine!.id, 5000)])
    expect(huge.status).toBe(400)
    expect(JSON.stringify(await huge.json())).toContain('Count at most 20 visitors in one tap')
    const long = await send(host, [line(alsoMine!.id, 900)])
    expect(long.status).toBe(400)
    expect(JSON.stringify(await long.json())).toContain('up to 240 minutes')
    const tomorrow = new Date(new Date(NOW).getTime() + 86_400_000).toISOString()
    const future = await send(host, [count(alsoMine!.id, 1, tomorrow)])
    expect(future.status).toBe(200)
    expect(((await future.json()) as { data: { results: { outcome: string; message: string }[] } }).data.results[0]).toMatchObject({
      outcome: 'not-counted',
      reason: 'future',
      message: expect.stringContaining('future'),
    })
    const undo = await send(host, [count(alsoMine!.id, 2), count(alsoMine!.id, -3)])
    const outcomes = ((await undo.json()) as { data: { results: { outcome: string }[] } }).data.results.map((r) => r.outcome)
    expect(outcomes).toEqual(['stored', 'refused'])
    expect(await totalOf(alsoMine!.id)).toBe(2)
  })

  it('no public page or answer names a host', async () => {
    for (const path of ['/api/sites', `/api/sites/${mine!.id}`, `/sites/${mine!.slug}`, '/sites', '/api/waits', '/api/status']) {
      const response = await callAt(lake.server, undefined, 'GET', path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain(DEMO_HOST)
    }
  })

  it('an assignment removed and published is refused at the next request', async () => {
    const [, , third] = hostedSites
    expect((await send(host, [count(third!.id, 1)])).status).toBe(200)
    await lake.publish(third!.id, (doc) => ({
      ...doc,
      editions: (doc.editions as Edition[]).map((e) => (e.year === current ? { ...e, hosts: [] } : e)),
    }))
    expect((await lake.webhook({ _type: 'site', _id: third!.id })).status).toBe(200)
    expect((await send(host, [count(third!.id, 1)])).status).toBe(403)
    expect((await callAt(lake.server, host, 'GET', `/host/${third!.slug}`)).status).toBe(403)
  })

  it('a host sending more than 60 times a minute is asked to wait, and the taps are not lost', async () => {
    const tapper = await signInAt(lake.server, DEMO_HOST)
    const sends = await Promise.all(
      Array.from({ length: 61 }, () => callAt(lake.server, tapper, 'POST', '/api/host/reports', { reports: [line(alsoMine!.id, 15)] })),
    )
    const statuses = sends.map((r) => r.status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    const refused = sends.find((r) => r.status === 429)!
    expect(JSON.stringify(await refused.json())).toMatch(/taps are kept on it\. Try again in \d+ seconds\./)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
