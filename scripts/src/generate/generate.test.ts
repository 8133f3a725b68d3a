import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateDataset, isObject, type GeneratedDataset } from '../test-support'
import { parseCli } from './args'
import { festivalYears } from './generate'
import { CENTRE_PAGE_PATHS } from './pages/index'

const opened: GeneratedDataset[] = []
const open = (options?: Parameters<typeof generateDataset>[0]) => {
  const dataset = generateDataset(options)
  opened.push(dataset)
  return dataset
}
afterAll(() => opened.forEach((d) => d.remove()))

const filesOf = (dir: string) => {
  const images = readdirSync(join(dir, 'images')).sort()
  return {
    dataset: readFileSync(join(dir, 'dataset.ndjson')),
    manifest: readFileSync(join(dir, 'manifest.json')),
    images: images.map((name) => [name, readFileSync(join(dir, 'images', name))] as const),
  }
}

describe('generate: determinism', () => {
  it('writes byte-identical files for the same arguments', () => {
    const a = filesOf(open().dir)
    const b = filesOf(open().dir)
    expect(a.dataset.equals(b.dataset)).toBe(true)
    expect(a.manifest.equals(b.manifest)).toBe(true)
    expect(a.images.map(([name]) => name)).toEqual(b.images.map(([name]) => name))
    a.images.forEach(([name, bytes], i) => expect(bytes.equals(b.images[i]?.[1] ?? Buffer.alloc(0)), name).toBe(true))
  })

  it('writes a different dataset for a different seed, with the same shape', () => {
    const a = open()
    const b = open({ seed: 'another-seed' })
    expect(a.text).not.toEqual(b.text)
    expect(b.manifest.counts.byType.festival).toBe(a.manifest.counts.byType.festival)
    expect(
      b
        .ofType('page')
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      a
        .ofType('page')
        .map((p) => p.path)
        .sort(),
    )
  })

  it('writes documents sorted by _id, each id once', () => {
    const { documents } = open()
    const ids = documents.map((d) => d._id)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('records arguments, counts and a generator version in the manifest', () => {
    const { manifest, documents, text } = open({ currentYear: 2030 })
    expect(manifest).toMatchObject({ seed: 'open-house', scale: 1, currentYear: 2030, years: [2027, 2028, 2029, 2030] })
    expect(manifest.generatorVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(manifest.documents).toBe(documents.length)
    expect(manifest.dataset.bytes).toBe(Buffer.byteLength(text))
    expect(manifest.counts.byYear['2030']?.site).toBe(
      documents.filter((d) => d._type === 'site' && Array.isArray(d.editions) && d.editions.some((e) => isObject(e) && e.year === 2030))
        .length,
    )
  })
})

describe('generate: scale and years', () => {
  it('goes back three years at scale 1, further at larger scales, never before 2011', () => {
    expect(festivalYears(2026, 1)).toEqual([2023, 2024, 2025, 2026])
    expect(festivalYears(2026, 2)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
    expect(festivalYears(2026, 10)[0]).toBe(2011)
    expect(festivalYears(2012, 1)).toEqual([2011, 2012])
  })

  it('multiplies sites and events with --scale while keeping the neighborhoods', () => {
    const small = open({ scale: 0.5 })
    const large = open({ scale: 2 })
    const live = (d: GeneratedDataset) => d.manifest.counts.byYear['2026']?.site ?? 0
    expect(live(small)).toBe(125)
    expect(live(large)).toBe(500)
    expect(large.manifest.counts.byYear['2026']?.event).toBe(120)
    expect(large.ofType('neighborhood').length).toBe(small.ofType('neighborhood').length)
    expect(large.ofType('festival').length).toBe(7)
  })
})

describe('generate: arguments', () => {
  it('has defaults and rejects nonsense', () => {
    expect(parseCli([], '2026-09-20')).toMatchObject({ scale: 1, seed: 'open-house', currentYear: 2026, currentSaturday: '2026-10-03' })
    expect(parseCli(['--scale', '10', '--seed', 'x', '--current-year', '2024', '--out', '/tmp/x'], '2026-09-20')).toEqual({
      scale: 10,
      seed: 'x',
      currentYear: 2024,
      outDir: '/tmp/x',
    })
    expect(parseCli(['--help'], '2026-09-20')).toBe('help')
    expect(() => parseCli(['--scale', '0'], '2026-09-20')).toThrow(/--scale/)
    expect(() => parseCli(['--current-year', '1999'], '2026-09-20')).toThrow(/--current-year/)
    expect(() => parseCli(['--bogus'], '2026-09-20')).toThrow()
  })
})

describe('generate: counts at scale 1', () => {
  const d = open()
  const live = d.ofType('site').filter((s) => Array.isArray(s.editions) && s.editions.some((e) => isObject(e) && e.year === 2026))

  it('has about 250 live sites across about 25 real neighborhoods', () => {
    expect(live.length).toBeGreaterThanOrEqual(230)
    expect(live.length).toBeLessThanOrEqual(270)
    const hoods = d.ofType('neighborhood')
    expect(hoods.length).toBeGreaterThanOrEqual(22)
    expect(hoods.length).toBeLessThanOrEqual(30)
    expect(hoods.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Loop', 'Pilsen', 'Bronzeville', 'Hyde Park', 'Rogers Park', 'Pullman']),
    )
    const used = new Set(live.map((s) => (isObject(s.neighborhood) ? s.neighborhood._ref : undefined)))
    expect(used.size).toBe(hoods.length)
  })

  it('has four festivals, the current one and three archived, each on a mid-October weekend', () => {
    const festivals = d.ofType('festival')
    expect(festivals.map((f) => f.year).sort()).toEqual([2023, 2024, 2025, 2026])
    for (const f of festivals) {
      const start = new Date(`${String(f.startDate)}T00:00:00Z`)
      expect(start.getUTCDay()).toBe(6)
      expect(start.getUTCMonth()).toBe(9)
      expect(start.getUTCDate()).toBeGreaterThanOrEqual(12)
      expect(start.getUTCDate()).toBeLessThanOrEqual(18)
      expect(Date.parse(`${String(f.endDate)}T00:00:00Z`) - start.getTime()).toBe(86_400_000)
      expect(Array.isArray(f.sponsors) && f.sponsors.length).toBeGreaterThanOrEqual(8)
      expect(Array.isArray(f.partners) && f.partners.length).toBeGreaterThanOrEqual(20)
    }
  })

  it('has about 60 events per festival year', () => {
    for (const year of [2023, 2024, 2025, 2026]) {
      const events = d.ofType('event').filter((e) => e.year === year)
      expect(events.length, String(year)).toBeGreaterThanOrEqual(55)
      expect(events.length, String(year)).toBeLessThanOrEqual(65)
    }
  })

  it('has city tours of every mode and festival site tours in every year', () => {
    const tours = d.ofType('tour')
    const cityModes = new Set(tours.filter((t) => t.kind === 'city').map((t) => t.mode))
    expect([...cityModes].sort()).toEqual(['bus', 'river-cruise', 'walking'])
    for (const year of [2023, 2024, 2025, 2026]) {
      const siteTours = tours.filter((t) => t.kind === 'festival' && t.year === year)
      expect(siteTours.length).toBeGreaterThanOrEqual(10)
      expect(siteTours.every((t) => t.mode === 'site-tour' && isObject(t.site) && Array.isArray(t.sessions) && t.sessions.length > 0)).toBe(
        true,
      )
    }
  })

  it('has six trails with 5 to 10 ordered stops each', () => {
    const trails = d.ofType('trail')
    expect(trails.length).toBe(6)
    for (const trail of trails) {
      const stops = Array.isArray(trail.stops) ? trail.stops : []
      expect(stops.length, trail._id).toBeGreaterThanOrEqual(5)
      expect(stops.length, trail._id).toBeLessThanOrEqual(10)
      expect(Array.isArray(trail.route) && trail.route.length).toBeGreaterThanOrEqual(stops.length)
    }
    expect(new Set(trails.map((t) => t.mode))).toEqual(new Set(['walk', 'bike', 'drive']))
  })

  it('has about 80 points of interest, about 12 sponsors and 40 partners', () => {
    expect(d.ofType('pointOfInterest').length).toBeGreaterThanOrEqual(70)
    expect(d.ofType('pointOfInterest').length).toBeLessThanOrEqual(90)
    expect(d.ofType('sponsor').length).toBe(12)
    expect(d.ofType('partner').length).toBe(40)
  })

  it('has a page for every centre route, exhibitions and membership levels', () => {
    const paths = d.ofType('page').map((p) => p.path)
    expect([...paths].sort()).toEqual([...CENTRE_PAGE_PATHS].sort())
    expect(d.byId.get('page.about.land-acknowledgment')?.path).toBe('about/land-acknowledgment')
    expect(d.byId.get('page.home')?.path).toBe('home')
    expect(d.ofType('exhibition').length).toBeGreaterThanOrEqual(3)
    expect(d.ofType('membershipLevel').length).toBeGreaterThanOrEqual(3)
    expect(d.ofType('membershipLevel').length).toBeLessThanOrEqual(4)
  })

  it('has the settings singleton with the current year and menus pointing at the site’s routes', () => {
    const settings = d.byId.get('settings')
    expect(settings?.currentYear).toBe(2026)
    expect(settings?.timeZone).toBe('America/Chicago')
    // The festival's place and languages are the settings': the web app names none of them.
    expect(settings).toMatchObject({
      city: 'Chicago',
      country: 'US',
      units: 'mi',
      currency: 'USD',
      languages: { default: 'en', others: ['es'] },
    })
    expect(settings?.centreName).toEqual(expect.any(String))
    const hrefs = [
      ...(Array.isArray(settings?.mainMenu) ? settings.mainMenu : []),
      ...(Array.isArray(settings?.footerMenu) ? settings.footerMenu : []),
    ].map((m) => (isObject(m) ? m.href : undefined))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/sites',
        '/events',
        '/neighborhoods',
        '/tours',
        '/city-tours',
        '/archive',
        '/memberships',
        '/about/contact-us',
      ]),
    )
    for (const key of ['donateUrl', 'ticketsUrl', 'membershipUrl'])
      expect(String(settings?.[key])).toMatch(/^https:\/\/[a-z]+\.openhouse-demo\.org\//)
  })
})
