import { describe, expect, it } from 'vitest'
import { demoDocuments, demoYears, ofType } from '../../test/demo-dataset'
import { isMembersOnlyIn, leaksIn, membersOnlySites } from '../../test/members-only-places'
import { getMapPlaces } from './blocks'
import { COLLECTION_NAMES } from './collections'
import { resolveRefs } from './itinerary-refs'
import { listCollection } from './lists'
import { readArchivedSite } from './archive'
import { readKnownPaths, readSitemapContent } from './paths'
import { getEventBySlug, getNeighborhoodBySlug, getStopBySlug, getTourBySlug } from './programme'
import { getSite, memberSiteLocation, siteBySlug } from './sites'
import { siteMapMarkers } from '@/programme/sites/nearby'

// Where a members-only site is, through the real readers over the demo dataset (groq-js): a
// visitor's answers carry neither its street address nor its exact coordinates, anywhere the
// content layer shapes a place (lists, pages, maps, itineraries, the archive); the published
// point is the grid cell's centre, marked approximate; a member's answers are exact. The
// integration test (members-only-location.int.test.ts) asks the same of the running server.

const docs = demoDocuments()
const { current, archived } = demoYears(docs)
const hidden = membersOnlySites(docs, current)
const bySlug = new Map(hidden.map((s) => [s.slug, s]))
const slugOf = (doc: Record<string, unknown>) => String(Reflect.get(Object(doc.slug), 'current'))
const refOf = (value: unknown) => String(Reflect.get(Object(value), '_ref'))
const hiddenIds = new Set(hidden.map((s) => s.id))
const noLeaks = (what: string, value: unknown) => expect(leaksIn(JSON.stringify(value), hidden), what).toEqual([])

describe('members-only sites in the demo dataset', () => {
  it('has members-only sites this year, in this year’s list and only in the archive', () => {
    expect(hidden.length).toBeGreaterThanOrEqual(5)
    const live = hidden.filter((s) =>
      ofType(docs, 'site').find((d) => d._id === s.id && JSON.stringify(d.editions).includes(`"year":${current}`)),
    )
    expect(live.length).toBeGreaterThanOrEqual(3)
    expect(live.length).toBeLessThan(hidden.length)
  })
})

describe('the leak check', () => {
  it('finds a street or an exact point however it is written, and not the published point', () => {
    const site = hidden[0]
    if (!site) throw new Error('no members-only site')
    const { lat, lng } = site.exact
    const round = (value: number, decimals: number) => Number(value.toFixed(decimals))
    for (const text of [
      JSON.stringify({ location: { lat, lng } }),
      `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
      `{\\"lng\\":${round(lng, 4)},\\"lat\\":${round(lat, 4)}}`,
      `GEO:${round(lat, 3)};${round(lng, 3)}`,
      `<address>${site.street}, Chicago</address>`,
    ])
      expect(leaksIn(text, [site]), text).not.toEqual([])
    expect(leaksIn(JSON.stringify({ location: { ...site.published, approximate: true } }), [site])).toEqual([])
    expect(leaksIn(`lat ${lat} and, far away, ${'x'.repeat(200)} lng ${lng}`, [site])).toEqual([])
  })
})

describe('a visitor', () => {
  it('gets every list of every year without a members-only street or exact point', async () => {
    for (const year of [current, ...archived]) {
      for (const name of COLLECTION_NAMES) {
        const list = await listCollection(name, { year, archived: year !== current, member: false })
        expect(list.fallback).toBe(false)
        noLeaks(`${name} ${year}`, list.data)
      }
    }
  })

  it('gets a site’s point marked approximate exactly when the site is members-only that year, as the cell centre', async () => {
    for (const year of [current, ...archived]) {
      const { data } = await listCollection('sites', { year, archived: year !== current, member: false })
      for (const { id, fields } of data) {
        const doc = ofType(docs, 'site').find((d) => d._id === id)
        if (!doc) throw new Error(`${id} is not in the dataset`)
        const membersOnly = isMembersOnlyIn(doc, year)
        expect(fields.location.approximate === true, `${id} in ${year}`).toBe(membersOnly)
        expect(fields.address === undefined, `${id}'s address in ${year}`).toBe(membersOnly)
        const site = bySlug.get(fields.slug)
        if (site) expect({ lat: fields.location.lat, lng: fields.location.lng }).toEqual(site.published)
      }
    }
  })

  it('gets a members-only site by id, by slug and in the archive without its address or exact point', async () => {
    for (const site of hidden) {
      const byId = await getSite(site.id, { year: current, member: false })
      expect(byId?.fields.location).toEqual({ ...site.published, approximate: true })
      expect(byId?.fields.address).toBeUndefined()
      noLeaks(`site ${site.slug}`, byId)
      noLeaks(`site page ${site.slug}`, await siteBySlug(site.slug, current))
      noLeaks(`archived site ${site.slug}`, await readArchivedSite(site.slug))
    }
  })

  it('is shown the nearby sites and transit of the published point, not of the exact one', async () => {
    for (const site of hidden) {
      const page = await siteBySlug(site.slug, current)
      if (!page) throw new Error(`no page for ${site.slug}`)
      const { markers } = await siteMapMarkers(page, current)
      expect(markers[0]).toMatchObject({ lat: site.published.lat, lng: site.published.lng })
      expect(markers[0]?.label).toContain('exact location for members')
      noLeaks(`markers of ${site.slug}`, markers)
    }
  })

  it('reads events, tours, stops and neighborhoods at members-only sites without their street or exact point', async () => {
    const events = ofType(docs, 'event').filter((e) => hiddenIds.has(refOf(Reflect.get(Object(e.venue), 'site'))))
    expect(events.length, 'the demo dataset has events at members-only sites').toBeGreaterThan(0)
    for (const event of events) {
      const page = await getEventBySlug(slugOf(event))
      noLeaks(`event ${slugOf(event)}`, page)
      // The description says where to meet: withheld with the address.
      expect(page?.fields.description, slugOf(event)).toBeUndefined()
      if (page?.fields.venue?.location) expect(page.fields.venue.location.approximate).toBe(true)
    }
    for (const tour of ofType(docs, 'tour')) noLeaks(`tour ${slugOf(tour)}`, await getTourBySlug(slugOf(tour)))
    const stops = ofType(docs, 'stop')
    expect(
      stops.some((s) => hiddenIds.has(refOf(s.site))),
      'the demo dataset has stops at members-only sites',
    ).toBe(true)
    for (const stop of stops) {
      const page = await getStopBySlug(slugOf(stop))
      noLeaks(`stop ${slugOf(stop)}`, page)
      if (hiddenIds.has(refOf(stop.site))) expect(page?.fields.location.approximate).toBe(true)
    }
    const neighborhoods = new Set(
      ofType(docs, 'site')
        .filter((s) => hiddenIds.has(s._id))
        .map((s) => refOf(s.neighborhood)),
    )
    for (const id of neighborhoods) {
      const doc = ofType(docs, 'neighborhood').find((n) => n._id === id)
      if (doc) noLeaks(`neighborhood ${slugOf(doc)}`, await getNeighborhoodBySlug(slugOf(doc)))
    }
  })

  it('does not get the route of a trail that leads to a members-only stop; a member does', async () => {
    const visitor = await listCollection('trails', { year: current, archived: false, member: false })
    const member = await listCollection('trails', { year: current, archived: false, member: true })
    const reaching = visitor.data.filter((t) => t.fields.stops.some((s) => s.location.approximate))
    expect(reaching.length).toBeGreaterThan(0)
    for (const trail of reaching) {
      expect(trail.fields.route).toEqual([])
      expect(member.map[trail.id]?.fields.route.length).toBeGreaterThan(1)
    }
    expect(
      visitor.data.some((t) => t.fields.route.length > 1),
      'other trails keep their route',
    ).toBe(true)
  })

  it('sees map blocks, itineraries, the sitemap and the known paths without them', async () => {
    for (const layer of ['sites', 'events', 'pointsOfInterest', 'trails'] as const)
      noLeaks(`map ${layer}`, await getMapPlaces(layer, current))
    const sitesMap = await getMapPlaces('sites', current)
    expect(sitesMap.filter((p) => p.label.includes('exact location for members')).length).toBeGreaterThan(0)
    const ids = [
      ...hiddenIds,
      ...ofType(docs, 'event').map((e) => e._id),
      ...ofType(docs, 'stop').map((s) => s._id),
      ...ofType(docs, 'tour').map((t) => t._id),
    ]
    const refs = await resolveRefs(ids, current)
    noLeaks('itinerary items', [...refs.values()])
    for (const site of hidden) expect(refs.get(site.id)?.location).toEqual({ ...site.published, approximate: true })
    noLeaks('sitemap', await readSitemapContent(current))
    noLeaks('known paths', await readKnownPaths())
  })
})

describe('a member', () => {
  it('gets the street address and the exact point, by the API’s read and by the members-only route’s', async () => {
    for (const site of hidden) {
      const byId = await getSite(site.id, { year: current, member: true })
      expect(byId?.fields.location).toEqual(site.exact)
      expect(byId?.fields.address?.street).toBe(site.street)
      const place = await memberSiteLocation(site.slug, current)
      expect(place?.location).toEqual(site.exact)
      expect(place?.address?.street).toBe(site.street)
    }
  })
})
