import { beforeAll, describe, expect, inject, it } from 'vitest'
import { COLLECTION_NAMES } from '@/content/collections'
import { demoDocuments, demoYears, editionYears, ofType } from './demo-dataset'

// Every /api endpoint of the real Next server (production build): shapes, errors, caching.

const base = inject('baseURL')
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

let current: number
let archivedYear: number
let docs: ReturnType<typeof demoDocuments>

beforeAll(() => {
  docs = demoDocuments()
  const years = demoYears(docs)
  current = years.current
  archivedYear = years.archived[0] ?? years.current
})

function expectRecordList(body: unknown) {
  const data: unknown[] = Reflect.get(Object(body), 'data')
  const map: Record<string, unknown> = Reflect.get(Object(body), 'map')
  expect(Array.isArray(data)).toBe(true)
  for (const record of data) {
    expect(record).toEqual({ id: expect.any(String), fields: expect.any(Object) })
    expect(map[Reflect.get(Object(record), 'id')]).toEqual(record)
  }
  expect(Object.keys(map)).toHaveLength(data.length)
  return data
}

describe('list endpoints', () => {
  it.each(COLLECTION_NAMES)('/api/%s answers {data, map} of {id, fields} records, cacheable', async (name) => {
    const response = await get(`/api/${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
    expect(expectRecordList(await response.json()).length).toBeGreaterThan(0)
  })

  it.each(COLLECTION_NAMES)('/api/archive/<year>/%s answers the records of that year', async (name) => {
    const response = await get(`/api/archive/${archivedYear}/${name}`)
    expect(response.status).toBe(200)
    expect(expectRecordList(await response.json()).length).toBeGreaterThan(0)
  })

  it('/api/sites holds exactly the live sites; an archive year holds that year’s', async () => {
    const liveIds = ofType(docs, 'site')
      .filter((s) => editionYears(s).includes(current))
      .map((s) => s._id)
      .sort()
    const live = expectRecordList(await (await get('/api/sites')).json())
    expect(live.map((r) => Reflect.get(Object(r), 'id')).sort()).toEqual(liveIds)
    const pastIds = ofType(docs, 'site')
      .filter((s) => editionYears(s).includes(archivedYear))
      .map((s) => s._id)
      .sort()
    const past = expectRecordList(await (await get(`/api/archive/${archivedYear}/sites`)).json())
    expect(past.map((r) => Reflect.get(Object(r), 'id')).sort()).toEqual(pastIds)
  })

  it('/api/neighborhoods are sorted by fields.Name', async () => {
    const data = expectRecordList(await (await get('/api/neighborhoods')).json())
    const names = data.map((r) => String(Reflect.get(Reflect.get(Object(r), 'fields'), 'Name')))
    expect(names.length).toBeGreaterThan(10)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('images carry a URL the app serves', async () => {
    const data = expectRecordList(await (await get('/api/sites')).json())
    const image = Reflect.get(Reflect.get(Object(data[0]), 'fields'), 'mainImage')
    expect(image).toEqual(
      expect.objectContaining({ url: expect.stringMatching(/^\/media\/images\//), width: expect.any(Number), alt: expect.any(String) }),
    )
    const file = await get(image.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('/media/images', () => {
  it.each([
    ['a path that climbs out of the images folder', `/media/images/${encodeURIComponent('../dataset.ndjson')}`],
    ['a name that is not a content hash', '/media/images/passwd'],
    ['a well-formed name with no file', `/media/images/${'a'.repeat(40)}-10x10.svg`],
    ['a type it does not serve', `/media/images/${'a'.repeat(40)}-10x10.exe`],
  ])('answers 404 for %s', async (_label, path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('"_id"')
  })
})

describe('single records', () => {
  it('/api/sites/<id> answers the site with all its years', async () => {
    const site = ofType(docs, 'site').find((s) => editionYears(s).length > 1)
    const response = await get(`/api/sites/${site?._id}`)
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.id).toBe(site?._id)
    expect(data.fields.editions.map((e: { year: number }) => e.year).sort()).toEqual(editionYears(site ?? { _id: '', _type: '' }).sort())
  })

  it('/api/events/<id> and /api/archive/<year>/events/<id> answer the event', async () => {
    const event = ofType(docs, 'event').find((e) => e.year === archivedYear)
    expect((await (await get(`/api/events/${event?._id}`)).json()).data.id).toBe(event?._id)
    const archived = await get(`/api/archive/${archivedYear}/events/${event?._id}`)
    expect(archived.status).toBe(200)
    expect((await archived.json()).data.fields.year).toBe(archivedYear)
  })
})

describe('errors', () => {
  const notFound = [
    ['an unknown site', '/api/sites/site.no-such-building'],
    ['an unknown event', '/api/events/event.2020.nothing'],
    ['a year with no festival', '/api/archive/1999/sites'],
    ['the current year, which is not archived yet', () => `/api/archive/${current}/events`],
    [
      'an event asked for under another year',
      () => `/api/archive/${archivedYear}/events/${ofType(docs, 'event').find((e) => e.year === current)?._id}`,
    ],
  ] as const
  it.each(notFound)('404 for %s, as JSON without a stack trace', async (_label, path) => {
    const response = await get(typeof path === 'string' ? path : path())
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  it.each([
    ['a malformed year', '/api/archive/twenty/sites'],
    ['a five-digit year', '/api/archive/20245/trails'],
    ['a malformed id', `/api/sites/${encodeURIComponent('"><script>')}`],
  ])('400 for %s, saying what is expected', async (_label, path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message: expect.stringMatching(/\w/) } })
  })
})

describe('conditional requests', () => {
  it('answers 304 to a matching If-None-Match, 200 otherwise', async () => {
    const first = await get('/api/events')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/api/events', { 'If-None-Match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('/api/events', { 'If-None-Match': '"stale"' })).status).toBe(200)
  })
})

describe('/api/openapi.json', () => {
  it('describes every endpoint with schemas generated from the same zod records', async () => {
    const doc = await (await get('/api/openapi.json')).json()
    expect(doc.openapi).toMatch(/^3\./)
    for (const name of COLLECTION_NAMES) {
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([`/api/${name}`, `/api/archive/{year}/${name}`]))
    }
    // The answers refer to the records by name; the records are the document's components.
    // /api/sites answers the whole list or a page of it (SiteListPage: {data, map, page?}).
    expect(doc.paths['/api/sites'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SiteListPage',
    })
    expect(doc.paths['/api/archive/{year}/sites'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SiteList',
    })
    expect(JSON.stringify(doc.components.schemas.SiteEdition)).toContain('"visitorExperience"')
    expect(JSON.stringify(doc.components.schemas.Neighborhood)).toContain('"Name"')
  })
})

describe('security headers', () => {
  it.each(['/', '/api/sites', '/ohc-admin', '/no/such/page'])('%s carries HSTS, nosniff, referrer and framing rules', async (path) => {
    const response = await get(path)
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
