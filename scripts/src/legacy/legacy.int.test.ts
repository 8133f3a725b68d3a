// import-legacy on the hand-written sample export in scripts/fixtures/legacy: each deliberate
// error reported by file and line, the rest a dataset that validate passes and import can push.

import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { readNdjsonFile } from '@ohc/lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runImportCommand } from '../import/command'
import { captureIo, type CapturedIo } from '../pipeline/test-io'
import { lakeArgs, scratchDir, startStandIn, storeOf } from '../pipeline/test-lake'
import { REPO_ROOT } from '../paths'
import { validateFile } from '../validate/validate'
import { formatProblem } from '../validate/problems'
import { runImportLegacyCommand } from './command'

const FIXTURE = join(REPO_ROOT, 'scripts', 'fixtures', 'legacy')
const dir = scratchDir('legacy')
const out = join(dir, 'dataset.ndjson')
let io: CapturedIo
let code: number

beforeAll(async () => {
  io = captureIo()
  code = await runImportLegacyCommand([FIXTURE, '--out', out], io)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const documents = () => readNdjsonFile(out)

describe('import-legacy on the sample export', () => {
  it('reports every deliberate error by file and line, and exits 1 for the skipped rows', () => {
    expect(code).toBe(1)
    const report = io.outLines.filter((l) => /^(warning: )?\w+\.csv:\d+: /.test(l))
    expect(report).toEqual([
      'events.csv:4: Date "next Tuesday" is not a date like 2019-10-19 or 10/19/2019',
      'events.csv:5: End Time "7pm" is not after Start Time "8pm"',
      'events.csv:6: Price "lots" is not a price like $15 or Free',
      'festivals.csv:2: Saturday "2017-10-16" is a Monday',
      'sites.csv:7: Latitude "abc" is not a number',
      'sites.csv:8: Neighborhood "Atlantis" is not in neighborhoods.csv',
      'sites.csv:9: Saturday Hours "sometime" is not opening hours like "10am–5pm" (or "Closed")',
      'sites.csv:9: New This Year "maybe" is neither checked nor unchecked',
      'sites.csv:10: "Marlowe Cold Storage" already has a 2019 row (line 3)',
      'sites.csv:11: Longitude "-74.0060" is outside the Chicago area (-88 to -87.5)',
      expect.stringMatching(/^sites\.csv:12: Category "Spaceport" names no known category \(Residential, Sacred spaces, /),
      'sites.csv:13: Name is empty',
      'warning: sites.csv:14: Year Built "unknown" is not a year from 1800 to 2100; left out',
      'warning: sites.csv:14: Category "Cinema" is not one of ours; left out',
    ])
    expect(io.outLines).toContain('import-legacy: 2 festivals, 4 neighborhoods, 3 sites, 2 events; 11 row(s) skipped, 2 warning(s)')
  })

  it('maps the readable rows onto the model: one site per building with an edition per year', () => {
    const byId = new Map(documents().map((d) => [d._id, d]))
    expect([...byId.keys()]).toEqual([
      'event.2019.cold-storage-after-dark-2019',
      'event.2019.dome-talk-2019',
      'festival.2018',
      'festival.2019',
      'neighborhood.hyde-park',
      'neighborhood.loop',
      'neighborhood.pilsen',
      'neighborhood.uptown',
      'site.larkspur-theater',
      'site.marlowe-cold-storage',
      'site.temple-of-the-sixth-light',
    ])
    const marlowe = byId.get('site.marlowe-cold-storage') as unknown as {
      editions: { year: number; newThisYear: boolean; hours: unknown[] }[]
      categories: string[]
      summary: string
      description: unknown[]
    }
    expect(marlowe.editions.map((e) => [e.year, e.newThisYear])).toEqual([
      [2018, true],
      [2019, false],
    ])
    expect(marlowe.editions[1]?.hours).toEqual([
      expect.objectContaining({ day: 'saturday', date: '2019-10-19', opens: '10:00', closes: '17:00' }),
      expect.objectContaining({ day: 'sunday', date: '2019-10-20', opens: '11:00', closes: '16:00' }),
    ])
    expect(marlowe.categories).toEqual(['industrial', 'cultural'])
    expect(marlowe.description).toHaveLength(2)
    const temple = byId.get('site.temple-of-the-sixth-light') as unknown as {
      architects: string[]
      yearBuilt: number
      editions: { membersOnly: boolean; hours: unknown[] }[]
    }
    expect(temple.architects).toEqual(['Ines Calloway', 'Webb, Lind & Partners'])
    expect(temple.yearBuilt).toBe(1926)
    expect(temple.editions[0]).toMatchObject({
      membersOnly: true,
      hours: [expect.objectContaining({ day: 'saturday', opens: '09:00', closes: '15:00' })],
    })
    expect(byId.get('event.2019.cold-storage-after-dark-2019')).toMatchObject({
      start: '2019-10-19T18:00:00-05:00',
      end: '2019-10-19T21:00:00-05:00',
      isFree: false,
      price: 15,
      venue: { site: { _ref: 'site.marlowe-cold-storage' }, name: 'Marlowe Cold Storage' },
    })
    expect(byId.get('neighborhood.uptown')).toMatchObject({
      name: 'Uptown',
      description: 'Theaters, lakefront parks and the "Argyle" strip.',
      years: [2019],
    })
    expect(byId.get('festival.2019')).toMatchObject({
      startDate: '2019-10-19',
      endDate: '2019-10-20',
      intro: 'The ninth festival, with 250 sites.',
    })
  })

  it('writes a dataset that validate passes', async () => {
    const result = await validateFile(out)
    expect(result.problems.map(formatProblem)).toEqual([])
    expect(result.documents).toBe(11)
  }, 120_000)

  it('writes a dataset that import pushes into a Content Lake', async () => {
    const standIn = await startStandIn()
    try {
      const pushed = captureIo()
      expect(await runImportCommand([out, ...lakeArgs(standIn)], pushed, {}), pushed.all()).toBe(0)
      expect(storeOf(standIn)).toEqual(documents())
    } finally {
      await standIn.close()
    }
  })
})
