import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { storeHostReport, type NewHostReport } from '@/door/store/host-reports'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { DEMO_FILE, demoDocuments, ofType } from './demo-dataset'
import { bookTicket, doorSession } from './door-tickets'
import { callAt, signInAt, startOwnServer, type OwnServer, type Visitor } from './own-server'
import { DEMO_HOST, DEMO_STAFF } from './addresses'

// The centre's operations view, its CSV export and the archive's counted figures on the real
// server (production build), on SQLite and on PostgreSQL. The clock is fixed at noon of the demo
// festival's Saturday (Chicago, CDT); reports are stored the way the host tool stores them, then
// the page and the file must show exactly those counts, bucketed by the festival's hours.

const NOW = new Date('2026-10-17T17:00:00Z') // 12:00 PM in Chicago
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

type Doc = Record<string, unknown>
const docs = demoDocuments()
const sites = ofType(docs, 'site')
const slugOf = (site: Doc) => String((site.slug as Doc).current)
const editions = (site: Doc) => (Array.isArray(site.editions) ? (site.editions as Doc[]) : [])
const hosted = sites.filter((s) => editions(s).some((e) => e.year === 2026 && Array.isArray(e.hosts) && e.hosts.includes(DEMO_HOST)))
const bySlug = (slug: string) => {
  const site = sites.find((s) => slugOf(s) === slug)
  if (!site) throw new Error(`the demo dataset has no site ${slug}`)
  return { id: site._id, name: String(site.name), slug }
}
// Three demo sites name the demo host, each open 10:00 to 15:00 or later on Saturday.
const A = bySlug('abernathy-cold-storage')
const B = bySlug('adeyemi-court')
const C = bySlug('amundsen-institute')
// A site of this year without hosts: staff counted there on Sunday.
const D = (() => {
  const site = sites.find((s) => !hosted.includes(s) && editions(s).some((e) => e.year === 2026))
  if (!site) throw new Error('the demo dataset has no site without hosts')
  return { id: site._id, name: String(site.name), slug: slugOf(site) }
})()
// Sites of the 2025 and 2024 festivals, for the archive's figures.
const sitesOf = (year: number) => sites.filter((s) => editions(s).some((e) => e.year === year)).map((s) => bySlug(slugOf(s)))

/** The page's text without tags and React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<\/?(a|strong|span)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** The cells of the visits table's row for a site, as text. */
function rowOf(html: string, slug: string): string[] {
  const row = new RegExp(`<tr data-site="${slug}">([\\s\\S]*?)</tr>`).exec(html)?.[1]
  if (!row) throw new Error(`no row for ${slug}`)
  return [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => textOf(m[1] ?? ''))
}

onEachDatabase('the operations view on the real server', (target) => {
  let database: DatabaseUnderTest
  let server: OwnServer
  let dir: string
  let staff: Visitor
  let member: Visitor
  let db: Kysely<Database> | undefined
  let n = 0
  const report = (site: { id: string }, day: string, tappedAt: string, r: NewHostReport) =>
    storeHostReport((db ??= database.connect()), { id: `tap-${++n}`, siteId: site.id, userId: 'a-host', tappedAt, day, report: r })
  const get = (who: Visitor | undefined, pathname: string) => callAt(server, who, 'GET', pathname)

  beforeAll(async () => {
    // The demo dataset with the 2025 festival's visits left unset, as an editor would leave them.
    dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-ops-'))
    const dataset = path.join(dir, 'dataset.ndjson')
    const lines = readFileSync(DEMO_FILE, 'utf8').trimEnd().split('\n')
    writeFileSync(
      dataset,
      `${lines
        .map((line) => {
          const doc = JSON.parse(line) as Doc
          if (doc._id !== 'festival.2025') return line
          const { visits: _visits, ...figures } = doc.figures as Doc
          return JSON.stringify({ ...doc, figures })
        })
        .join('\n')}\n`,
    )
    database = await target.create()
    server = await startOwnServer(database, { OHC_TEST_NOW: NOW.toISOString(), OHC_STAFF_EMAILS: DEMO_STAFF, OHC_DATASET: dataset })

    // Saturday: A counts two visitors in the 10 AM hour, two more and an undo in the 11 AM hour,
    // and last reports 40 minutes ago; B counts two just now and reports a 30-minute line.
    await report(A, '2026-10-17', '2026-10-17T15:05:00Z', { kind: 'count', delta: 1 })
    await report(A, '2026-10-17', '2026-10-17T15:10:00Z', { kind: 'count', delta: 1 })
    await report(A, '2026-10-17', '2026-10-17T16:15:00Z', { kind: 'count', delta: 1 })
    await report(A, '2026-10-17', '2026-10-17T16:16:00Z', { kind: 'count', delta: 1 })
    await report(A, '2026-10-17', minutesBefore(40), { kind: 'count', delta: -1 })
    await report(B, '2026-10-17', minutesBefore(6), { kind: 'count', delta: 1 })
    await report(B, '2026-10-17', minutesBefore(5), { kind: 'count', delta: 1 })
    await report(B, '2026-10-17', minutesBefore(5), { kind: 'line', minutes: 30 })
    // Sunday, at a site without hosts: five at 10:30 AM.
    await report(D, '2026-10-18', '2026-10-18T15:30:00Z', { kind: 'count', delta: 5 })

    // Past festivals: 2025's visits were left to the counts, 2024's were set by an editor.
    const past = sitesOf(2025).slice(0, 6)
    for (const [i, site] of past.entries()) await report(site, '2025-10-18', '2025-10-18T16:00:00Z', { kind: 'count', delta: 60 - i * 10 })
    await report(sitesOf(2024)[0]!, '2024-10-12', '2024-10-12T16:00:00Z', { kind: 'count', delta: 7 })

    staff = await signInAt(server, DEMO_STAFF)
    member = await signInAt(server)
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('sends a signed-out visitor to sign in, and brings them back to the day they asked for', async () => {
    for (const pathname of ['/ops', '/ops?day=2026-10-18']) {
      const response = await fetch(`${server.baseURL}${pathname}`, { redirect: 'manual' })
      expect([302, 303, 307]).toContain(response.status)
      const location = new URL(response.headers.get('location') ?? '', server.baseURL)
      expect(location.pathname).toBe('/login')
      expect(location.searchParams.get('callbackURL')).toBe(pathname)
    }
  })

  it('answers 403 to anyone signed in but staff: a visitor, a host', async () => {
    const host = await signInAt(server, DEMO_HOST)
    for (const who of [member, host]) {
      const response = await get(who, '/ops')
      expect(response.status).toBe(403)
      const html = await response.text()
      // The 403 page is drawn from the page's payload (Next sends forbidden() that way, as it
      // does a notFound() in a frame); the operations view's data is nowhere in it.
      expect(html.replaceAll('\\"', '"')).toContain('"data-template":"forbidden"')
      expect(html).not.toContain('data-template="ops"')
      expect(html).not.toContain(A.name)
    }
  })

  it('shows staff the counts per site and hour, the days’ totals, the lines, the quiet doors and the hosts signed in', async () => {
    const response = await get(staff, '/ops')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store|private/)
    const html = await response.text()
    expect(html).toContain('data-template="ops"')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const page = textOf(html)

    // Columns: 10 AM to 4 PM (the hosted sites open at 10 and the last closes at 5), then the day.
    expect(rowOf(html, A.slug)).toEqual([A.name, '2', '1', '–', '–', '–', '–', '–', '3'])
    expect(rowOf(html, B.slug)).toEqual([B.name, '–', '2', '–', '–', '–', '–', '–', '2'])
    expect(rowOf(html, C.slug)).toEqual([C.name, '–', '–', '–', '–', '–', '–', '–', '0'])
    expect(html).not.toContain(`data-site="${D.slug}"`)
    expect(page).toContain('All sites 2 3 0 0 0 0 0 5')
    expect(page).toMatch(/Saturday, October 17 5 Sunday, October 18 5 Weekend 10/)

    expect(page).toContain(`${B.name}: ~30 min line (reported 5 min ago)`)
    expect(page).toContain(`${A.name} (last reported 40 min ago)`)
    expect(page).toContain(`${C.name} (no report today)`)
    expect(textOf(/data-testid="ops-quiet"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '')).not.toContain(B.name)

    // The host signed in in the test before: one host, whose three sites are covered. No address.
    expect(page).toContain('1 of 1 host signed in')
    expect(page).toContain('Sites with a host signed in (3 of 3 with hosts)')
    expect(html).not.toContain(DEMO_HOST)
  })

  it('shows Sunday when asked, with the site counted there', async () => {
    const html = await (await get(staff, '/ops?day=2026-10-18')).text()
    expect(rowOf(html, D.slug)).toEqual([D.name, '–', '5', '–', '–', '–', '–', '–', '–', '5'])
    const days = /aria-label="Festival days"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    const chosen = /<a [^>]*aria-current="page"[^>]*>/.exec(days)?.[0]
    expect(chosen).toContain('href="/ops?day=2026-10-18"')
  })

  it('exports every counted visit as CSV to staff, and to no one else', async () => {
    expect((await get(undefined, '/api/ops/visits.csv')).status).toBe(401)
    expect((await get(member, '/api/ops/visits.csv')).status).toBe(403)
    const response = await get(staff, '/api/ops/visits.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ohc-visits-2026-10-17\.csv"$/)
    const quote = (name: string) => (/[",]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name)
    const rows = [
      `${quote(A.name)},${A.slug},2026-10-17,10:00,2`,
      ...[
        [A, 1],
        [B, 2],
      ]
        .map(([s, v]) => [s as typeof A, v as number] as const)
        .sort(([a], [b]) => a.name.localeCompare(b.name))
        .map(([s, v]) => `${quote(s.name)},${s.slug},2026-10-17,11:00,${v}`),
      `${quote(D.name)},${D.slug},2026-10-18,10:00,5`,
    ]
    expect(await response.text()).toBe(`site,slug,day,hour,visits\r\n${rows.join('\r\n')}\r\n`)
  })

  it('counts the day’s booked sessions at the doors, and exports every session as CSV to staff only', async () => {
    const session = doorSession(NOW.toISOString())
    await bookTicket(server, (db ??= database.connect()), member, session, 3)
    const page = textOf(await (await get(staff, '/ops')).text())
    expect(page).toContain('Tours and events at the doors, Saturday')
    // Its row: the session, its site, 3 places booked, none checked in, no no-shows nor walk-ups yet.
    expect(page).toContain(`${session.title} ${session.site.name} 3 0 0 0`)

    expect((await get(undefined, '/api/ops/sessions.csv')).status).toBe(401)
    expect((await get(member, '/api/ops/sessions.csv')).status).toBe(403)
    const response = await get(staff, '/api/ops/sessions.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ohc-sessions-2026-10-17.csv"')
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe(
      'day,start,title,kind,site,capacity,places booked,tickets,tickets checked in,places checked in,no-shows,walk-up places,check-ins undone',
    )
    const row = lines.find((line) => line.startsWith(`2026-10-17,${session.time},${session.title},`))
    expect(row?.split(',').slice(-8)).toEqual([expect.any(String), '3', '1', '0', '0', '0', '0', '0'])
    // Every session of the festival, not only the day's.
    expect(lines.some((line) => line.startsWith('2026-10-18,'))).toBe(true)
  })

  it('gives an archived year the counted visits and busiest sites when an editor left the visits unset', async () => {
    const html = await (await get(undefined, '/archive/2025')).text()
    const page = textOf(html)
    expect(page).toContain('210 visits counted at the doors')
    const busiest = sitesOf(2025).slice(0, 5)
    const listed = [...(/data-testid="archive-busiest"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
      textOf(m[1] ?? ''),
    )
    expect(listed).toEqual(busiest.map((s, i) => `${s.name}: ${60 - i * 10} visits counted at the door`))
  })

  it('keeps an editor’s figure where there is one, and still names the busiest sites', async () => {
    const page = textOf(await (await get(undefined, '/archive/2024')).text())
    expect(page).toContain('186,703 visits')
    expect(page).not.toContain('visits counted at the doors')
    expect(page).toContain(`${sitesOf(2024)[0]!.name}: 7 visits counted at the door`)
  })
})
