import { beforeAll, describe, expect, it } from 'vitest'
import { demoDocuments, demoYears, editionYears, numbers, ofType } from '../../test/demo-dataset'
import type { LakeDocument as SanityDocument } from '@ohc/lake'
import { listCollection } from './lists'
import { getEvent } from './programme'
import { getSettings } from './settings'
import { getSite } from './sites'

// The queries against the demo dataset through the local groq-js source: counts per year, sort
// orders, resolved references and the live/archive split, checked against the raw documents.

let docs: SanityDocument[]
let current: number
let archived: number[]

beforeAll(() => {
  docs = demoDocuments()
  ;({ current, archived } = demoYears(docs))
})

const live = (year: number) => ({ year, archived: false, member: false })
const past = (year: number) => ({ year, archived: true, member: false })

describe('settings', () => {
  it('names the current festival year', async () => {
    expect((await getSettings()).currentYear).toBe(current)
    expect(archived.length).toBeGreaterThanOrEqual(3)
  })
})

describe('sites', () => {
  it('lists exactly the sites with an edition for the year, live and archived', async () => {
    for (const year of [current, ...archived]) {
      const expected = ofType(docs, 'site')
        .filter((s) => editionYears(s).includes(year))
        .map((s) => s._id)
        .sort()
      const list = await listCollection('sites', year === current ? live(year) : past(year))
      expect(list.fallback).toBe(false)
      expect(list.data.map((r) => r.id).sort()).toEqual(expected)
      expect(Object.keys(list.map).sort()).toEqual(expected)
    }
  })

  it('gives each site the edition of the year asked for, its neighborhood resolved, sorted by name', async () => {
    const year = archived[0] ?? current
    const { data } = await listCollection('sites', past(year))
    const names = data.map((r) => r.fields.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const neighborhoods = new Map(ofType(docs, 'neighborhood').map((n) => [n._id, n.name]))
    for (const { id, fields } of data) {
      expect(fields.edition?.year, id).toBe(year)
      const hood = fields.neighborhood
      if (!hood) throw new Error(`${id} has no neighborhood`)
      expect(neighborhoods.get(hood.id ?? '')).toBe(hood.name)
    }
  })

  it('withholds members-only visitor details from visitors and shows them to members', async () => {
    const membersOnly = ofType(docs, 'site').find((s) =>
      (Array.isArray(s.editions) ? s.editions : []).some(
        (e) => Reflect.get(e, 'year') === current && Reflect.get(e, 'membersOnly') === true && Reflect.get(e, 'visitorExperience'),
      ),
    )
    expect(membersOnly, 'the demo dataset has a members-only site this year').toBeTruthy()
    const id = String(membersOnly?._id)
    const visitor = await getSite(id, { year: current, member: false })
    const member = await getSite(id, { year: current, member: true })
    expect(visitor?.fields.edition?.membersOnly).toBe(true)
    expect(visitor?.fields.edition?.visitorExperience).toBeUndefined()
    expect(visitor?.fields.address).toBeUndefined()
    expect(member?.fields.edition?.visitorExperience).toEqual(expect.any(String))
  })

  it('answers null for an unknown site id', async () => {
    expect(await getSite('site.no-such-building', { year: current, member: false })).toBeNull()
  })
})

describe('neighborhoods', () => {
  it('are the ones featured that year, sorted by fields.Name, with their site counts', async () => {
    const { data } = await listCollection('neighborhoods', live(current))
    const expected = ofType(docs, 'neighborhood').filter((n) => numbers(n.years).includes(current))
    expect(data).toHaveLength(expected.length)
    const names = data.map((r) => String(Reflect.get(Reflect.get(r, 'fields'), 'Name')))
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const liveSites = ofType(docs, 'site').filter((s) => editionYears(s).includes(current))
    for (const record of data) {
      const count = liveSites.filter((s) => Reflect.get(Object(s.neighborhood), '_ref') === record.id).length
      expect(Reflect.get(Reflect.get(record, 'fields'), 'siteCount')).toBe(count)
    }
  })
})

describe('events, tours, trails, points of interest', () => {
  it('events belong to the year asked for, in start order', async () => {
    for (const year of [current, archived[0] ?? current]) {
      const { data } = await listCollection('events', year === current ? live(year) : past(year))
      expect(data).toHaveLength(ofType(docs, 'event').filter((e) => e.year === year).length)
      const starts = data.map((r) => Date.parse(String(Reflect.get(Reflect.get(r, 'fields'), 'start'))))
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
    }
  })

  it('a single event is found by id, and only in its own archive year', async () => {
    const event = ofType(docs, 'event').find((e) => e.year === archived[0])
    expect(event).toBeTruthy()
    const id = String(event?._id)
    expect((await getEvent(id, { year: archived[0] ?? 0, member: false }))?.fields.year).toBe(archived[0])
    expect(await getEvent(id, { year: current, member: false })).toBeNull()
  })

  it('live tours are every city tour plus this year’s festival tours; archives only that year’s', async () => {
    const tours = ofType(docs, 'tour')
    const liveList = await listCollection('tours', live(current))
    expect(liveList.data).toHaveLength(tours.filter((t) => t.kind === 'city' || t.year === current).length)
    const modes = new Set(liveList.data.map((r) => Reflect.get(Reflect.get(r, 'fields'), 'mode')))
    expect([...modes]).toEqual(expect.arrayContaining(['bus', 'walking', 'river-cruise']))
    const year = archived[0] ?? current
    const pastList = await listCollection('tours', past(year))
    expect(pastList.data).toHaveLength(tours.filter((t) => t.kind === 'festival' && t.year === year).length)
  })

  it('trails list their stops in order, resolved', async () => {
    const { data } = await listCollection('trails', live(current))
    expect(data.length).toBeGreaterThan(0)
    for (const record of data) {
      const doc = docs.find((d) => d._id === record.id)
      const refs = (Array.isArray(doc?.stops) ? doc.stops : []).map((s) => Reflect.get(s, '_ref'))
      const stops = Reflect.get(Reflect.get(record, 'fields'), 'stops')
      expect(stops.map((s: unknown) => Reflect.get(Object(s), 'id'))).toEqual(refs)
    }
  })

  it('points of interest are those of the year', async () => {
    const { data } = await listCollection('points-of-interest', live(current))
    expect(data).toHaveLength(ofType(docs, 'pointOfInterest').filter((p) => numbers(p.years).includes(current)).length)
  })
})

describe('sponsors and partners', () => {
  it('are the ones the festival of that year lists, sponsors in billing order with their tier', async () => {
    for (const year of [current, ...archived]) {
      const festival = ofType(docs, 'festival').find((f) => f.year === year)
      const sponsorships = Array.isArray(festival?.sponsors) ? festival.sponsors : []
      const sponsors = await listCollection('sponsors', year === current ? live(year) : past(year))
      expect(sponsors.data.map((r) => r.id)).toEqual(sponsorships.map((s) => Reflect.get(Reflect.get(s, 'sponsor'), '_ref')))
      expect(sponsors.data.map((r) => Reflect.get(Reflect.get(r, 'fields'), 'tier'))).toEqual(
        sponsorships.map((s) => Reflect.get(s, 'tier')),
      )
      const partners = await listCollection('partners', year === current ? live(year) : past(year))
      const partnerIds = (Array.isArray(festival?.partners) ? festival.partners : []).map((p) => Reflect.get(p, '_ref')).sort()
      expect(partners.data.map((r) => r.id).sort()).toEqual(partnerIds)
    }
  })
})
