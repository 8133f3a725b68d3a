import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BLOCK_TYPES } from '@ohc/schemas/names'
import { kmBetween } from '@ohc/schemas/rules'
import { DEMO_AREA } from './settings'
import { afterAll, describe, expect, it } from 'vitest'
import { generateDataset, isObject, walk, type TestDocument } from '../test-support'
import { distanceKm } from './geo'

const d = generateDataset()
afterAll(() => d.remove())

const CURRENT = 2026
const editionOf = (site: TestDocument, year: number) =>
  (Array.isArray(site.editions) ? site.editions : []).find((e): e is Record<string, unknown> => isObject(e) && e.year === year)
const liveSites = d.ofType('site').filter((s) => editionOf(s, CURRENT))
const share = (items: readonly unknown[], test: (item: never) => boolean) => items.filter((i) => test(i as never)).length / items.length

describe('generated sites', () => {
  const editions = liveSites.map((s) => editionOf(s, CURRENT) ?? {})

  it('makes about 5% members-only and about 20% new this year', () => {
    const membersOnly = share(editions, (e: Record<string, unknown>) => e.membersOnly === true)
    const newThisYear = share(editions, (e: Record<string, unknown>) => e.newThisYear === true)
    expect(membersOnly).toBeGreaterThan(0.015)
    expect(membersOnly).toBeLessThan(0.1)
    expect(newThisYear).toBeGreaterThan(0.13)
    expect(newThisYear).toBeLessThan(0.28)
  })

  it('marks as new exactly the buildings taking part for the first time', () => {
    for (const site of liveSites) {
      const years = (site.editions as { year: number }[]).map((e) => e.year)
      expect(editionOf(site, CURRENT)?.newThisYear, site._id).toBe(Math.min(...years) === CURRENT)
    }
  })

  it('gives reservation-only sites a booking link, and some sites member priority', () => {
    const reserved = editions.filter((e) => e.reservationRequired === true)
    expect(reserved.length).toBeGreaterThan(2)
    expect(reserved.every((e) => typeof e.reservationUrl === 'string' && e.reservationUrl.startsWith('https://'))).toBe(true)
    expect(editions.some((e) => e.memberPriority === true)).toBe(true)
  })

  it('brings most live buildings back from earlier years and keeps some archive-only ones', () => {
    const returning = share(liveSites, (s: TestDocument) => (s.editions as unknown[]).length > 1)
    expect(returning).toBeGreaterThan(0.6)
    const archiveOnly = d.ofType('site').filter((s) => !editionOf(s, CURRENT))
    expect(archiveOnly.length).toBeGreaterThan(10)
  })

  it('opens on Saturday and Sunday with varied hours, a few on one day only', () => {
    const days = editions.map((e) => (Array.isArray(e.hours) ? e.hours.map((h) => (isObject(h) ? h.day : '')).join('+') : ''))
    expect(days.filter((x) => x === 'saturday+sunday').length / days.length).toBeGreaterThan(0.8)
    expect(days.filter((x) => x === 'saturday' || x === 'sunday').length).toBeGreaterThan(0)
    const openings = new Set(editions.flatMap((e) => (Array.isArray(e.hours) ? e.hours.map((h) => (isObject(h) ? h.opens : '')) : [])))
    expect(openings.size).toBeGreaterThanOrEqual(3)
  })

  it('mixes wheelchair access levels', () => {
    const levels = new Set(liveSites.map((s) => (isObject(s.accessibility) ? s.accessibility.wheelchair : undefined)))
    expect(levels).toEqual(new Set(['full', 'partial', 'none']))
  })
})

describe('generated places', () => {
  it('puts every geopoint inside the area its settings name', () => {
    for (const doc of d.documents) {
      for (const [path, value] of walk(doc)) {
        if (!isObject(value) || value._type !== 'geopoint') continue
        const point = value as { lat: number; lng: number }
        expect(kmBetween(point, DEMO_AREA.centre), `${doc._id} ${path}`).toBeLessThanOrEqual(DEMO_AREA.radiusKm)
      }
    }
  })

  it('puts every site within about 2 km of its neighborhood centre', () => {
    for (const site of d.ofType('site')) {
      const hood = d.byId.get(String(isObject(site.neighborhood) ? site.neighborhood._ref : ''))
      expect(hood, site._id).toBeDefined()
      const centre = hood?.center as { lat: number; lng: number }
      expect(distanceKm(site.location as { lat: number; lng: number }, centre), site._id).toBeLessThan(2)
    }
  })
})

describe('generated events', () => {
  const events = d.ofType('event')

  it('keeps events in the weeks around the festival, mostly ending the day they start', () => {
    for (const event of events) {
      const start = Date.parse(String(event.start))
      const end = Date.parse(String(event.end))
      const festival = d.byId.get(`festival.${String(event.year)}`)
      const weekend = Date.parse(`${String(festival?.startDate)}T12:00:00-05:00`)
      expect(end, event._id).toBeGreaterThan(start)
      expect(Math.abs(start - weekend), event._id).toBeLessThan(30 * 86_400_000)
      expect(String(event.start)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/)
    }
  })

  it('has free and ticketed events, a few members-only and one or two cancelled per year', () => {
    const free = events.filter((e) => e.isFree === true)
    const ticketed = events.filter((e) => e.isFree === false)
    expect(free.length).toBeGreaterThan(40)
    expect(ticketed.every((e) => typeof e.price === 'number' && e.price > 0 && typeof e.ticketUrl === 'string')).toBe(true)
    expect(free.every((e) => e.price === undefined)).toBe(true)
    expect(events.some((e) => e.membersOnly === true)).toBe(true)
    for (const year of [2023, 2024, 2025, 2026]) {
      const cancelled = events.filter((e) => e.year === year && e.cancelled === true).length
      expect(cancelled).toBeGreaterThanOrEqual(1)
      expect(cancelled).toBeLessThanOrEqual(2)
    }
    expect(events.some((e) => isObject(e.registration) && typeof e.registration.capacity === 'number')).toBe(true)
  })

  it('holds most events at that year’s sites', () => {
    const atSites = events.filter((e) => isObject(e.venue) && isObject(e.venue.site))
    expect(atSites.length / events.length).toBeGreaterThan(0.6)
    for (const event of atSites) {
      const site = d.byId.get(String((event.venue as { site: { _ref: string } }).site._ref))
      expect(site && editionOf(site, Number(event.year)), event._id).toBeTruthy()
    }
  })
})

describe('generated ballots', () => {
  type Booked = { id: string; start: string; membersOnly: unknown; booking?: unknown; ballot?: Record<string, unknown> }
  const sessions: Booked[] = d.ofType('tour').flatMap((tour) =>
    (Array.isArray(tour.sessions) ? tour.sessions : []).filter(isObject).map((s) => ({
      ...s,
      id: `${tour._id} ${String(s._key)}`,
      start: String(s.start),
      membersOnly: tour.membersOnly === true || s.membersOnly === true,
      year: tour.year,
    })),
  )
  const registrations: Booked[] = d
    .ofType('event')
    .flatMap((event) =>
      isObject(event.registration)
        ? [{ ...event.registration, id: event._id, start: String(event.start), membersOnly: event.membersOnly }]
        : [],
    )
  const ballots = [...sessions, ...registrations].filter((s) => s.booking === 'ballot')
  const DAY = 86_400_000

  it('books three site tour sessions and one event of this year by ballot, each open to everyone', () => {
    expect(ballots.map((b) => b.id.split(' ')[0])).toEqual([
      'tour.bergstrom-civic-hall-site-tour-2026',
      'tour.delgado-row-houses-site-tour-2026',
      'tour.esposito-community-center-site-tour-2026',
      'event.2026.behind-the-scenes-at-novak-center-2026',
    ])
    expect(ballots.every((b) => b.membersOnly !== true && b.start.startsWith(`${CURRENT}-`))).toBe(true)
  })

  it('opens entries 21 days before the session, closes them 8 days before, draws 7 days before and asks for confirmation 4 days before', () => {
    for (const { id, start, ballot } of ballots) {
      const daysBefore = (field: string) => (Date.parse(start) - Date.parse(String(ballot?.[field]))) / DAY
      expect(['entryOpens', 'entryCloses', 'drawAt', 'confirmBy'].map(daysBefore), id).toEqual([21, 8, 7, 4])
      expect(String(ballot?.drawAt).slice(11, 16), id).toBe(start.slice(11, 16))
    }
  })

  it('mixes party sizes, with one ballot giving half its places to members first', () => {
    expect(ballots.map((b) => b.ballot?.maxParty)).toEqual([2, 4, 1, 3])
    expect(ballots.map((b) => b.ballot?.membersShare)).toEqual([0, 50, 0, 0])
  })

  it('leaves every other session without a booking field, which reads as first come', () => {
    expect([...sessions, ...registrations].filter((s) => s.booking !== undefined && s.booking !== 'ballot')).toEqual([])
  })
})

describe('generated pages and pictures', () => {
  it('uses every block type somewhere in the pages, with real Portable Text around them', () => {
    const used = new Set(d.ofType('page').flatMap((p) => (Array.isArray(p.body) ? p.body.map((b) => (isObject(b) ? b._type : '')) : [])))
    for (const type of BLOCK_TYPES) expect(used.has(type), type).toBe(true)
    const styles = new Set(
      d
        .ofType('page')
        .flatMap((p) => (p.body as Record<string, unknown>[]).filter((b) => b._type === 'block').map((b) => String(b.listItem ?? b.style))),
    )
    expect([...styles]).toEqual(expect.arrayContaining(['normal', 'h2', 'h3', 'bullet', 'number']))
    const links = d
      .ofType('page')
      .flatMap((p) => (p.body as Record<string, unknown>[]).flatMap((b) => (Array.isArray(b.markDefs) ? b.markDefs : [])))
    expect(links.length).toBeGreaterThan(10)
  })

  it('gives every image alt text and an asset whose file sits beside the dataset', () => {
    let images = 0
    for (const doc of d.documents) {
      for (const [path, value] of walk(doc)) {
        if (!isObject(value) || value._type !== 'image') continue
        images++
        expect(typeof value.alt === 'string' && value.alt.length > 10, `${doc._id} ${path}`).toBe(true)
        const ref = String(isObject(value.asset) ? value.asset._ref : '')
        const asset = d.byId.get(ref)
        expect(asset?._type, `${doc._id} ${path}`).toBe('sanity.imageAsset')
        const file = join(
          d.dir,
          'images',
          `${String(asset?.sha1hash)}-${String(isObject(asset?.metadata) && isObject(asset.metadata.dimensions) ? `${String(asset.metadata.dimensions.width)}x${String(asset.metadata.dimensions.height)}` : '')}.svg`,
        )
        expect(existsSync(file), file).toBe(true)
      }
    }
    expect(images).toBeGreaterThan(500)
  })

  it('names each asset by the SHA-1 of its file, and keeps the pool small', () => {
    const assets = d.ofType('sanity.imageAsset')
    expect(assets.length).toBeLessThan(150)
    for (const asset of assets) {
      const bytes = readFileSync(join(d.dir, String(asset.path).replace('images/local/demo/', 'images/')))
      const sha1 = createHash('sha1').update(bytes).digest('hex')
      expect(asset._id).toMatch(new RegExp(`^image-${sha1}-\\d+x\\d+-svg$`))
      expect(asset.size).toBe(bytes.length)
      expect(bytes.length).toBeLessThan(12_000)
    }
  })
})
