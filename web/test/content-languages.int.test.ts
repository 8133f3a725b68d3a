import { beforeAll, describe, expect, inject, it } from 'vitest'
import { demoDocuments, demoYears, editionYears, ofType } from './demo-dataset'
import type { LakeDocument } from '@ohc/lake'

// The content API in the festival's other language: `?lang=es` answers the documents' Spanish,
// field by field, with the default language's words where a translation is missing (and says
// which), and every answer names its language in Content-Language. Checked against the demo
// dataset's own documents, read without GROQ.

const base = inject('baseURL')
const get = (path: string) => fetch(`${base}${path}`)

let sites: LakeDocument[]
let neighborhoods: LakeDocument[]
let allDocs: LakeDocument[]
let current: number

/** An event of this festival at the centre, open to all: its description is in every answer. */
const publicEventAtCentre = (event: LakeDocument) =>
  event.year === current && event.membersOnly !== true && !Reflect.get(Object(event.venue), 'site')

beforeAll(() => {
  const docs = demoDocuments()
  allDocs = docs
  current = demoYears(docs).current
  sites = ofType(docs, 'site').filter((site) => editionYears(site).includes(current))
  neighborhoods = ofType(docs, 'neighborhood')
})

interface Translation {
  language: string
  summary?: string
  description?: unknown
}

const spanishOf = (doc: LakeDocument): Translation | undefined =>
  (Array.isArray(doc.translations) ? (doc.translations as Translation[]) : []).find((entry) => entry.language === 'es')

/** The text of a Portable Text body's blocks, joined. */
const textOf = (body: unknown): string =>
  (Array.isArray(body) ? body : [])
    .flatMap((block: { children?: { text?: string }[] }) => (block.children ?? []).map((span) => span.text ?? ''))
    .join(' ')

interface SiteFields {
  name: string
  summary?: string
  description?: unknown[]
  untranslated: string[]
}

const fieldsOf = (body: unknown): Map<string, SiteFields> =>
  new Map((Reflect.get(Object(body), 'data') as { id: string; fields: SiteFields }[]).map((record) => [record.id, record.fields]))

describe('the content API in another language', () => {
  it('answers /api/sites?lang=es in Spanish, names kept, and says so', async () => {
    const response = await get('/api/sites?lang=es')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('es')
    const answered = fieldsOf(await response.json())
    expect(answered.size).toBe(sites.length)
    for (const site of sites) {
      const fields = answered.get(site._id)
      expect(fields?.summary).toBe(spanishOf(site)?.summary)
      expect(fields?.summary).not.toBe(site.summary)
      // The demo's buildings keep their own names: shown in English, and said to be.
      expect(fields?.name).toBe(site.name)
      expect(fields?.untranslated).toContain('name')
      expect(fields?.untranslated).not.toContain('summary')
    }
  })

  it('answers the default language without lang, and says which it is', async () => {
    const response = await get('/api/sites')
    expect(response.headers.get('content-language')).toBe('en')
    const answered = fieldsOf(await response.json())
    for (const site of sites) {
      expect(answered.get(site._id)?.summary).toBe(site.summary)
      expect(answered.get(site._id)?.untranslated).toEqual([])
    }
    expect((await get('/api/sites?lang=en')).headers.get('content-language')).toBe('en')
  })

  it('falls back field by field: a site without a Spanish description answers the English one and names it', async () => {
    const untranslated = sites.find((site) => !spanishOf(site)?.description)
    const translated = sites.find((site) => spanishOf(site)?.description)
    if (!untranslated || !translated) throw new Error('The demo should have sites with and without a Spanish description')
    const fallback = (await (await get(`/api/sites/${untranslated._id}?lang=es`)).json()) as { data: { fields: SiteFields } }
    expect(textOf(fallback.data.fields.description)).toBe(textOf(untranslated.description))
    expect(fallback.data.fields.untranslated).toEqual(expect.arrayContaining(['name', 'description']))
    expect(fallback.data.fields.summary).toBe(spanishOf(untranslated)?.summary)
    const response = await get(`/api/sites/${translated._id}?lang=es`)
    expect(response.headers.get('content-language')).toBe('es')
    const whole = (await response.json()) as { data: { fields: SiteFields } }
    expect(textOf(whole.data.fields.description)).toBe(textOf(spanishOf(translated)?.description))
    expect(whole.data.fields.untranslated).not.toContain('description')
  })

  it('keeps the language through a page of the list', async () => {
    const response = await get('/api/sites?lang=es&limit=5')
    expect(response.headers.get('content-language')).toBe('es')
    const page = fieldsOf(await response.json())
    expect(page.size).toBe(5)
    for (const [id, fields] of page) expect(fields.summary).toBe(spanishOf(sites.find((site) => site._id === id)!)?.summary)
  })

  it('answers neighborhoods in Spanish', async () => {
    const response = await get('/api/neighborhoods?lang=es')
    expect(response.headers.get('content-language')).toBe('es')
    const body = (await response.json()) as { data: { id: string; fields: { description?: string } }[] }
    expect(body.data.length).toBeGreaterThan(0)
    for (const { id, fields } of body.data) {
      const hood = neighborhoods.find((doc) => doc._id === id)
      expect(fields.description).toBe(spanishOf(hood!)?.description)
      expect(fields.description).not.toBe(hood?.description)
    }
  })

  it.each([
    ['events', 'event', 'title'],
    ['tours', 'tour', 'title'],
    ['trails', 'trail', 'title'],
    ['points-of-interest', 'pointOfInterest', 'name'],
  ])('answers /api/%s?lang=es in Spanish', async (list, type, heading) => {
    const response = await get(`/api/${list}?lang=es`)
    expect(response.headers.get('content-language')).toBe('es')
    const body = (await response.json()) as { data: { id: string; fields: Record<string, unknown> }[] }
    expect(body.data.length).toBeGreaterThan(0)
    const docs = ofType(allDocs, type)
    for (const { id, fields } of body.data) {
      const doc = docs.find((candidate) => candidate._id === id)!
      const spanish = spanishOf(doc) as Record<string, unknown> | undefined
      expect(fields[heading], id).toBe(spanish?.[heading] ?? doc[heading])
      // Their short text: a summary, or a point of interest's description.
      const words = doc.summary !== undefined ? 'summary' : 'description'
      expect(fields[words], id).toBe(spanish?.[words])
      expect(fields[words], id).not.toBe(doc[words])
    }
  })

  it('answers an event in Spanish, its description included', async () => {
    const event = ofType(allDocs, 'event').find(publicEventAtCentre)!
    const response = await get(`/api/events/${event._id}?lang=es`)
    expect(response.headers.get('content-language')).toBe('es')
    const { data } = (await response.json()) as { data: { fields: { title: string; description?: unknown; untranslated: string[] } } }
    expect(data.fields.title).toBe((spanishOf(event) as { title?: string }).title)
    expect(textOf(data.fields.description)).toBe(textOf(spanishOf(event)?.description))
    expect(data.fields.untranslated).toEqual([])
  })

  it('answers the lists without translations in the default language, and says so', async () => {
    const response = await get('/api/sponsors?lang=es')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-language')).toBe('en')
  })

  it('refuses a language the festival does not offer, naming those it does', async () => {
    for (const path of [
      '/api/sites?lang=fr',
      '/api/sites?lang=fr&limit=5',
      `/api/sites/${sites[0]?._id}?lang=fr`,
      '/api/events?lang=fr',
      '/api/sponsors?lang=fr',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/in en, es: lang="fr" is not one of them/)
    }
  })

  it('keeps each language’s answer apart in the caches: its own ETag, and no copy of the other', async () => {
    const english = await get('/api/sites')
    const spanish = await get('/api/sites?lang=es')
    expect(english.headers.get('etag')).not.toBe(spanish.headers.get('etag'))
    const again = await get('/api/sites?lang=es')
    expect(again.headers.get('content-language')).toBe('es')
    expect(again.headers.get('etag')).toBe(spanish.headers.get('etag'))
  })
})
