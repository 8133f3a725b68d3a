import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'

// What a consumer of the API does with /api/openapi.json: generate TypeScript types from it with
// openapi-typescript, write a client on them, and compile it. Into a fresh folder go the types
// (schema.d.ts), the typed client of openapi-client.ts, calls.ts — every documented operation once,
// reading the fields a consumer would — and a few deliberate mistakes that the compiler must refuse.

/** Every operation of the document, through the typed client; `expected` is the status it should answer. */
const CALLS = `
import type { paths } from './schema'
import { openApiClient } from './client'

export interface Called {
  path: keyof paths
  /** GET when not given. */
  method?: 'get' | 'post' | 'put' | 'delete'
  expected: number
  status: number
  contentType: string
  headers: Headers
  body: unknown
}

type Lists = '/api/neighborhoods' | '/api/points-of-interest' | '/api/tours' | '/api/trails' | '/api/sponsors' | '/api/partners'
type ArchivedLists = \`/api/archive/{year}/\${'sites' | 'neighborhoods' | 'points-of-interest' | 'tours' | 'trails' | 'sponsors' | 'partners'}\`

const fail = (message: string): never => {
  throw new Error(message)
}

export async function callEveryOperation(baseURL: string, year: string): Promise<Called[]> {
  const api = openApiClient<paths>(baseURL)
  const called: Called[] = []

  const sites = await api.get('/api/sites', {})
  called.push({ path: '/api/sites', expected: 200, ...sites })
  if (sites.status !== 200) return fail(\`/api/sites answered \${sites.status}\`)
  const first = sites.body.data[0] ?? fail('no site')
  const name: string = first.fields.name
  const visitorExperience: string | undefined = first.fields.edition?.visitorExperience
  const sameSite: string = sites.body.map[first.id]?.fields.slug ?? fail('the map lacks the first site')
  void [name, visitorExperience, sameSite]

  const site = await api.get('/api/sites/{id}', { path: { id: first.id } })
  called.push({ path: '/api/sites/{id}', expected: 200, ...site })
  if (site.status === 200) {
    const years: number[] = site.body.data.fields.editions.map((edition) => edition.year)
    void years
  }

  const missing = await api.get('/api/sites/{id}', { path: { id: 'no-such-site' } })
  called.push({ path: '/api/sites/{id}', expected: 404, ...missing })
  if (missing.status === 404) {
    const code: 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'unavailable' | 'internal' = missing.body.error.code
    void code
  }

  const events = await api.get('/api/events', {})
  called.push({ path: '/api/events', expected: 200, ...events })
  if (events.status !== 200) return fail(\`/api/events answered \${events.status}\`)
  const event = events.body.data[0] ?? fail('no event')
  const start: string = event.fields.start
  const free: boolean = event.fields.isFree
  void [start, free]

  const unchanged = await api.get('/api/events', { header: { 'If-None-Match': events.headers.get('etag') ?? '' } })
  called.push({ path: '/api/events', expected: 304, ...unchanged })

  const oneEvent = await api.get('/api/events/{id}', { path: { id: event.id }, header: { 'If-None-Match': '"stale"' } })
  called.push({ path: '/api/events/{id}', expected: 200, ...oneEvent })

  const lists: Lists[] = ['/api/neighborhoods', '/api/points-of-interest', '/api/tours', '/api/trails', '/api/sponsors', '/api/partners']
  for (const path of lists) called.push({ path, expected: 200, ...(await api.get(path, {})) })

  const neighborhoods = await api.get('/api/neighborhoods', {})
  if (neighborhoods.status === 200) {
    const hood: { Name: string; siteCount: number } | undefined = neighborhoods.body.data[0]?.fields
    void hood
  }
  const tours = await api.get('/api/tours', {})
  if (tours.status === 200) {
    const capacities: number[] = tours.body.data.flatMap((tour) => tour.fields.sessions.map((session) => session.capacity))
    void capacities
  }

  const archivedLists: ArchivedLists[] = [
    '/api/archive/{year}/sites',
    '/api/archive/{year}/neighborhoods',
    '/api/archive/{year}/points-of-interest',
    '/api/archive/{year}/tours',
    '/api/archive/{year}/trails',
    '/api/archive/{year}/sponsors',
    '/api/archive/{year}/partners',
  ]
  for (const path of archivedLists) called.push({ path, expected: 200, ...(await api.get(path, { path: { year } })) })

  const pastEvents = await api.get('/api/archive/{year}/events', { path: { year } })
  called.push({ path: '/api/archive/{year}/events', expected: 200, ...pastEvents })
  if (pastEvents.status !== 200) return fail(\`/api/archive/\${year}/events answered \${pastEvents.status}\`)
  const pastEvent = pastEvents.body.data[0] ?? fail(\`no event in \${year}\`)
  const pastOne = await api.get('/api/archive/{year}/events/{id}', { path: { year, id: pastEvent.id } })
  called.push({ path: '/api/archive/{year}/events/{id}', expected: 200, ...pastOne })

  const markers = await api.get('/api/map/{layer}/{year}', { path: { layer: 'sites', year } })
  called.push({ path: '/api/map/{layer}/{year}', expected: 200, ...markers })
  if (markers.status === 200) {
    const points: [number, number][] = markers.body.data.map((place) => [place.lat, place.lng])
    void points
  }

  const notices = await api.get('/api/status', {})
  called.push({ path: '/api/status', expected: 200, ...notices })
  if (notices.status === 200) {
    const places: string[] = notices.body.data.map((notice) => \`\${notice.kind} \${notice.source} \${notice.place.type} \${notice.place.href}\`)
    void places
  }

  const waits = await api.get('/api/waits', {})
  called.push({ path: '/api/waits', expected: 200, ...waits })
  if (waits.status === 200) {
    const lines: string[] = waits.body.data.map((wait) => \`\${wait.site.href} \${wait.minutes ?? '-'} \${wait.fresh} \${wait.text}\`)
    void lines
  }

  const festival = await api.get('/api/festival', {})
  called.push({ path: '/api/festival', expected: 200, ...festival })
  if (festival.status === 200) {
    const phase: string = \`\${festival.body.data.year} \${festival.body.data.phase} \${festival.body.data.nextPhase?.startsAt ?? '-'}\`
    void phase
  }

  const notAYear = await api.get('/api/archive/{year}/events', { path: { year: 'abcd' } })
  called.push({ path: '/api/archive/{year}/events', expected: 400, ...notAYear })

  // The host tool's endpoints are for a signed-in host on the site's own pages: a client without
  // a session is refused, and a write from elsewhere first of all by its origin.
  const hostSite = await api.get('/api/host/sites/{site}', { path: { site: first.id } })
  called.push({ path: '/api/host/sites/{site}', expected: 401, ...hostSite })
  const taps = await api.post('/api/host/reports', {
    body: { reports: [{ id: '5b8f2c1e-7d4a-4c3b-9e2f-1a6d8c0b4e7f', siteId: first.id, at: '2026-10-17T15:00:00Z', report: { kind: 'count', delta: 1 } }] },
  })
  called.push({ path: '/api/host/reports', method: 'post', expected: 403, ...taps })
  if (taps.status === 403) {
    const code: 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'unavailable' | 'internal' = taps.body.error.code
    void code
  }
  const checkIn = await api.post('/api/host/check-ins', { body: { siteId: first.id, code: 'OHC-0000-0000-0000-0000-0000-0000' } })
  called.push({ path: '/api/host/check-ins', method: 'post', expected: 403, ...checkIn })
  if (checkIn.status === 200) {
    const admitted: string = \`\${checkIn.body.data.seats} \${checkIn.body.data.title} \${checkIn.body.data.checkedInAt}\`
    void admitted
  }
  if (checkIn.status === 409) {
    const when: string | undefined = checkIn.body.error.checkedInAt
    void when
  }
  const undone = await api.delete('/api/host/check-ins/{ticket}', { path: { ticket: 'AAAAAAAAAAAAAAAA' } })
  called.push({ path: '/api/host/check-ins/{ticket}', method: 'delete', expected: 403, ...undone })
  if (undone.status === 200) {
    const at: string = undone.body.data.undoneAt
    void at
  }

  // Fair booking: a visitor's own places need their session, and every write comes from the
  // site's own pages, so a client elsewhere is refused by its origin first of all.
  const mine = await api.get('/api/me/places', {})
  called.push({ path: '/api/me/places', expected: 401, ...mine })
  if (mine.status === 200) {
    const codes: string[] = mine.body.data.tickets.map((ticket) => \`\${ticket.code} \${ticket.seats}\`)
    void codes
  }
  const party = { kind: 'tour-session' as const, targetId: 'tour.example', sessionKey: 'sat-10', party: 2 }
  const entry = await api.post('/api/ballot-entries', { body: party })
  called.push({ path: '/api/ballot-entries', method: 'post', expected: 403, ...entry })
  if (entry.status === 201) {
    const hash: string = entry.body.data.seedHash
    void hash
  }
  const withdrawn = await api.delete('/api/ballot-entries/{id}', { path: { id: 'an-entry' } })
  called.push({ path: '/api/ballot-entries/{id}', method: 'delete', expected: 403, ...withdrawn })
  const joined = await api.post('/api/waitlist', { body: party })
  called.push({ path: '/api/waitlist', method: 'post', expected: 403, ...joined })
  const left = await api.delete('/api/waitlist/{id}', { path: { id: 'a-place' } })
  called.push({ path: '/api/waitlist/{id}', method: 'delete', expected: 403, ...left })
  const confirmed = await api.post('/api/offers/{id}/confirm', { path: { id: 'an-offer' } })
  called.push({ path: '/api/offers/{id}/confirm', method: 'post', expected: 403, ...confirmed })
  const declined = await api.post('/api/offers/{id}/decline', { path: { id: 'an-offer' } })
  called.push({ path: '/api/offers/{id}/decline', method: 'post', expected: 403, ...declined })
  const draw = await api.get('/api/draws', { query: { kind: 'event', targetId: first.id } })
  called.push({ path: '/api/draws', expected: 404, ...draw })
  if (draw.status === 200) {
    const order: string[] = draw.body.data.publication?.order ?? []
    void order
  }

  // An itinerary's calendar: made and stopped only from the site's own pages; the feed answers
  // anyone holding its token, and an unknown token is a 404.
  const subscribed = await api.post('/api/itineraries/{id}/subscription', { path: { id: 'an-itinerary' } })
  called.push({ path: '/api/itineraries/{id}/subscription', method: 'post', expected: 403, ...subscribed })
  if (subscribed.status === 200) {
    const feed: string = subscribed.body.data.path
    void feed
  }
  const stopped = await api.delete('/api/itineraries/{id}/subscription', { path: { id: 'an-itinerary' } })
  called.push({ path: '/api/itineraries/{id}/subscription', method: 'delete', expected: 403, ...stopped })
  const feed = await api.get('/api/calendar/{token}.ics', { path: { token: 'no-such-token' } })
  called.push({ path: '/api/calendar/{token}.ics', expected: 404, ...feed })

  // An itinerary's days, all at once: only from the site's own pages.
  const split = await api.put('/api/itineraries/{id}/days', {
    path: { id: 'an-itinerary' },
    body: { days: [{ itemId: 'an-item', day: '2026-10-18' }] },
  })
  called.push({ path: '/api/itineraries/{id}/days', method: 'put', expected: 403, ...split })
  if (split.status === 200) {
    const days: (string | null)[] = split.body.data.map((item) => item.day)
    void days
  }

  // Scheduled work is started by the cron service with the site's secret: a client without it runs nothing.
  const tick = await api.get('/api/jobs/tick', {})
  called.push({ path: '/api/jobs/tick', expected: 401, ...tick })
  if (tick.status === 200) {
    const ran: string[] = tick.body.data.ran.map((run) => \`\${run.job} \${run.slot}\`)
    void ran
  }

  return called
}
`

/** Mistakes a consumer could make; each file must get at least one diagnostic with its code. */
export const MISTAKES: Record<string, { source: string; code: number }> = {
  'unknown-field.ts': {
    code: 2339,
    source: `
import type { paths } from './schema'
import { openApiClient } from './client'
export async function wrong() {
  const sites = await openApiClient<paths>('').get('/api/sites', {})
  if (sites.status === 200) return sites.body.data[0]?.fields.nonexistentField
}
`,
  },
  'unknown-path.ts': {
    code: 2345,
    source: `
import type { paths } from './schema'
import { openApiClient } from './client'
export const wrong = () => openApiClient<paths>('').get('/api/nowhere', {})
`,
  },
  'missing-path-parameter.ts': {
    code: 2345,
    source: `
import type { paths } from './schema'
import { openApiClient } from './client'
export const wrong = () => openApiClient<paths>('').get('/api/sites/{id}', {})
`,
  },
  'status-not-checked.ts': {
    code: 2339,
    source: `
import type { paths } from './schema'
import { openApiClient } from './client'
export async function wrong() {
  const events = await openApiClient<paths>('').get('/api/events', {})
  return events.body.data
}
`,
  },
}

export interface TypedClient {
  dir: string
  /** calls.ts, which exports callEveryOperation(baseURL, archivedYear). */
  calls: string
}

/** Generates the types of `document` and writes the typed client, its calls and the mistakes into a fresh folder. */
export async function writeTypedClient(document: unknown): Promise<TypedClient> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-openapi-client-'))
  // openapi-typescript takes the document as an object; a copy, as it may annotate what it reads.
  const types = astToString(await openapiTS(structuredClone(Object(document)), { silent: true }))
  writeFileSync(path.join(dir, 'schema.d.ts'), types)
  writeFileSync(path.join(dir, 'client.ts'), readFileSync(path.join(import.meta.dirname, 'openapi-client.ts'), 'utf8'))
  writeFileSync(path.join(dir, 'calls.ts'), CALLS)
  for (const [file, { source }] of Object.entries(MISTAKES)) writeFileSync(path.join(dir, file), source)
  return { dir, calls: path.join(dir, 'calls.ts') }
}

/** The compiler's diagnostics for each file of the folder, with the project's strictness and no @types. */
export function typeCheck(dir: string): Map<string, ts.Diagnostic[]> {
  const files = ['calls.ts', ...Object.keys(MISTAKES)].map((file) => path.join(dir, file))
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    // The generated declarations are checked too.
    skipLibCheck: false,
  })
  const byFile = new Map<string, ts.Diagnostic[]>()
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.relative(dir, diagnostic.file.fileName) : '(program)'
    byFile.set(file, [...(byFile.get(file) ?? []), diagnostic])
  }
  return byFile
}

export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => os.tmpdir(),
    getNewLine: () => '\n',
  })
}
