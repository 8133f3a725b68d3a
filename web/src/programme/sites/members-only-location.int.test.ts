import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { demoDocuments, demoYears, ofType } from '../../../test/demo-dataset'
import { leaksIn, membersOnlySites, type MembersOnlySite } from '../../../test/members-only-places'
import { nextYear, runRosterImport } from '../../../test/own-server'
import { newEmail, newIp, sessionCookie, signIn } from '../../../test/sign-in'
import { distanceKm } from '@/kernel/geo'

// A members-only site's whereabouts against the real server: for someone who is not a member
// (signed out, or signed in without a membership) no answer holds its street address or its exact
// coordinates (as stored, or rounded to 5, 4 or 3 decimals), neither the API nor the page's HTML
// and serialized props (the map's markers) nor its frame twin, JSON-LD, the sitemap or a calendar
// file; the page and the API show the centre of its grid cell and say "Exact location for
// members". A member gets the exact place from /api/member-content?site=… (and from the API).

const baseURL = inject('baseURL')
const sqliteFile = inject('sqliteFile')

const docs = demoDocuments()
const { current, archived } = demoYears(docs)
const hidden = membersOnlySites(docs, current)
const hiddenIds = new Set(hidden.map((s) => s.id))
type Doc = Record<string, unknown>
const slugOf = (doc: Doc) => String(Reflect.get(Object(doc.slug), 'current'))
const refOf = (value: unknown) => String(Reflect.get(Object(value), '_ref'))
const inCurrentFestival = (site: MembersOnlySite) =>
  ofType(docs, 'site').some(
    (d) => d._id === site.id && Array.isArray(d.editions) && d.editions.some((e) => Reflect.get(Object(e), 'year') === current),
  )
const eventsAtHiddenSites = ofType(docs, 'event').filter((e) => hiddenIds.has(refOf(Reflect.get(Object(e.venue), 'site'))))
const stopsAtHiddenSites = ofType(docs, 'stop').filter((s) => hiddenIds.has(refOf(s.site)))

const get = (pathname: string, cookie?: string, extra: Record<string, string> = {}) =>
  fetch(`${baseURL}${pathname}`, { headers: { ...(cookie && { cookie }), ...extra } })

/** The body of a 200 answer. */
async function body(pathname: string, cookie?: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await get(pathname, cookie, extra)
  expect(response.status, pathname).toBe(200)
  return response.text()
}

const expectNoLeaks = (what: string, text: string) => expect(leaksIn(text, hidden), what).toEqual([])

/** The page's JSON-LD objects (one <script type="application/ld+json"> each). */
function jsonLdOf(html: string): Doc[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as Doc)
}

function makeMember(email: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ohc-roster-')), 'roster.csv')
  writeFileSync(file, `e-mail,level,expires\n"${email}",Individual,${nextYear()}\n`)
  const result = runRosterImport({ OHC_SQLITE_FILE: sqliteFile }, file)
  expect(result.status, result.err).toBe(0)
}

describe('a members-only site, to someone who is not a member', () => {
  it('the demo dataset has members-only sites, events and trail stops at them', () => {
    expect(hidden.length).toBeGreaterThanOrEqual(5)
    expect(hidden.filter(inCurrentFestival).length).toBeGreaterThanOrEqual(3)
    expect(eventsAtHiddenSites.length).toBeGreaterThan(0)
    expect(stopsAtHiddenSites.length).toBeGreaterThan(0)
  })

  it('the published point is a grid cell’s centre: near the site, never the site', () => {
    for (const site of hidden) {
      expect(site.published, site.slug).not.toEqual(site.exact)
      expect(distanceKm(site.exact, site.published), site.slug).toBeLessThan(0.8)
    }
  })

  it('/api/sites/{id} and /api/sites carry the approximate point, marked, and no address', async () => {
    const list: { data: { id: string; fields: Doc }[] } = JSON.parse(await body('/api/sites'))
    for (const site of hidden) {
      const text = await body(`/api/sites/${encodeURIComponent(site.id)}`)
      expectNoLeaks(`/api/sites/${site.id}`, text)
      const { data } = JSON.parse(text) as { data: { fields: Doc } }
      expect(data.fields.location, site.slug).toEqual({ ...site.published, approximate: true })
      expect(data.fields.address, site.slug).toBeUndefined()
      const listed = list.data.find((r) => r.id === site.id)
      if (inCurrentFestival(site)) expect(listed?.fields.location, site.slug).toEqual({ ...site.published, approximate: true })
    }
    expectNoLeaks('/api/sites', JSON.stringify(list))
  })

  it('/api/openapi.json says a location may be approximate', async () => {
    const doc: unknown = await (await get('/api/openapi.json')).json()
    expect(JSON.stringify(doc)).toMatch(/"approximate":\{"description":"Present when the place is members-only/)
  })

  it('signed in without a membership, the API is the same', async () => {
    const cookie = sessionCookie((await signIn(newEmail(), newIp())).opened)
    expectNoLeaks('/api/sites (signed in)', await body('/api/sites', cookie))
    for (const site of hidden)
      expectNoLeaks(`/api/sites/${site.id} (signed in)`, await body(`/api/sites/${encodeURIComponent(site.id)}`, cookie))
    const refused = await get(`/api/member-content?site=${encodeURIComponent(hidden[0]?.slug ?? '')}`, cookie)
    expect(refused.status).toBe(403)
  })

  it('every other list of the API, this year and archived, leaves them out', async () => {
    const names = ['events', 'tours', 'trails', 'neighborhoods', 'points-of-interest']
    for (const name of names) expectNoLeaks(`/api/${name}`, await body(`/api/${name}`))
    for (const year of [current, ...archived]) {
      for (const layer of ['sites', 'events', 'trails']) {
        const markers = await body(`/api/map/${layer}/${year}`)
        expectNoLeaks(`/api/map/${layer}/${year}`, markers)
        if (layer === 'sites' && year === current) expect(markers).toContain('exact location for members')
      }
    }
    for (const year of archived) {
      for (const name of ['sites', ...names]) expectNoLeaks(`/api/archive/${year}/${name}`, await body(`/api/archive/${year}/${name}`))
    }
  })

  it('the site page and its /iframe twin, HTML and serialized props, show the approximate area and say so', async () => {
    for (const site of hidden) {
      for (const page of [`/sites/${site.slug}`, `/iframe/sites/${site.slug}`]) {
        for (const extra of [{}, { RSC: '1' }] as Record<string, string>[]) {
          const text = await body(page, undefined, extra)
          expectNoLeaks(`${page} ${JSON.stringify(extra)}`, text)
          // The map's markers are the page's serialized props: the published point is there.
          expect(text, page).toContain(String(site.published.lat))
          expect(text, page).toContain(String(site.published.lng))
          expect(text.toLowerCase(), page).toContain('exact location for members')
        }
      }
    }
  })

  it('the site page’s JSON-LD has neither a position nor an address', async () => {
    for (const site of hidden) {
      const attraction = jsonLdOf(await body(`/sites/${site.slug}`)).find((d) => d['@type'] === 'TouristAttraction')
      expect(attraction?.name, site.slug).toBe(site.name)
      expect(attraction?.geo, site.slug).toBeUndefined()
      expect(attraction?.address, site.slug).toBeUndefined()
    }
  })

  it('the archive page, the neighborhood pages, the sites map, the home page, the sitemap and the known paths leave them out', async () => {
    for (const site of hidden) {
      const response = await get(`/archive/sites/${site.slug}`)
      // A building with no past festival has no archive page.
      if (response.status === 200) expectNoLeaks(`/archive/sites/${site.slug}`, await response.text())
      else expect(response.status).toBe(404)
    }
    const neighborhoods = new Set(
      ofType(docs, 'site')
        .filter((s) => hiddenIds.has(s._id))
        .map((s) => refOf(s.neighborhood)),
    )
    for (const doc of ofType(docs, 'neighborhood').filter(
      (n) => neighborhoods.has(n._id) && Array.isArray(n.years) && n.years.includes(current),
    )) {
      expectNoLeaks(`/neighborhoods/${slugOf(doc)}`, await body(`/neighborhoods/${slugOf(doc)}`))
    }
    const map = await body('/sites?view=map')
    expectNoLeaks('/sites?view=map', map)
    expect(map).toContain('exact location for members')
    for (const pathname of ['/sites', '/', '/sitemap.xml', '/api/known-paths']) expectNoLeaks(pathname, await body(pathname))
  })

  it('events at them: the page, its JSON-LD and its calendar file name the venue only', async () => {
    for (const event of eventsAtHiddenSites) {
      const response = await get(`/events/${slugOf(event)}`)
      // Only this year's events and the archive's have a page; the API answers for every one.
      if (response.status === 200) {
        const html = await response.text()
        expectNoLeaks(`/events/${slugOf(event)}`, html)
        const described = jsonLdOf(html).find((d) => d['@type'] === 'Event')
        expect(Reflect.get(Object(described?.location), 'geo'), slugOf(event)).toBeUndefined()
      }
      expectNoLeaks(`/api/events/${event._id}`, await body(`/api/events/${encodeURIComponent(event._id)}`))
      const ics = await body(`/api/events/${encodeURIComponent(event._id)}/calendar.ics`)
      expectNoLeaks(`calendar of ${event._id}`, ics)
      expect(ics, event._id).not.toMatch(/^GEO:/m)
    }
  })

  it('trail stops at them: the stop pages, with their trails’ maps, leave them out', async () => {
    for (const stop of stopsAtHiddenSites) {
      const html = await body(`/stops/${slugOf(stop)}`)
      expectNoLeaks(`/stops/${slugOf(stop)}`, html)
      expect(html, slugOf(stop)).toContain('exact location for members')
    }
  })
})

describe('a member', () => {
  it('gets the exact place from /api/member-content?site=… and the API, never from the static page', async () => {
    const site = hidden.find(inCurrentFestival)
    if (!site) throw new Error('no members-only site this year')
    const url = `/api/member-content?site=${encodeURIComponent(site.slug)}`
    expect((await get(url)).status).toBe(403)
    expect((await get('/api/member-content?site=no-such-building')).status).toBe(404)

    const email = newEmail()
    const cookie = sessionCookie((await signIn(email, newIp())).opened)
    expect((await get(url, cookie)).status).toBe(403)
    makeMember(email)

    const response = await get(url, cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const place = (await response.json()) as { address: { street?: string } | null; location: { lat: number; lng: number } }
    expect(place.location).toEqual(site.exact)
    expect(place.address?.street).toBe(site.street)

    const api = (await (await get(`/api/sites/${encodeURIComponent(site.id)}`, cookie)).json()) as { data: { fields: Doc } }
    expect(api.data.fields.location).toEqual(site.exact)
    expect(Reflect.get(Object(api.data.fields.address), 'street')).toBe(site.street)

    // The page is static and the same for everyone: the member's browser asks the route above.
    for (const extra of [{}, { RSC: '1' }] as Record<string, string>[]) {
      expectNoLeaks(`/sites/${site.slug} as a member`, await body(`/sites/${site.slug}`, cookie, extra))
    }
  })
})
