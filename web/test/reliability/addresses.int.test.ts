import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DISK_CACHE_MAX_BYTES, DISK_CACHE_MAX_ENTRIES } from '@/platform/cache/bounds'
import { crawlerRequest, escapeTrouble, generateRequest, type GeneratedRequest, type LiveValues } from './addresses'
import { appRoutes, iframeTwin, type AppRoute } from './app-routes'
import { footprint, listFiles, settledFootprint, type Footprint } from './disk'
import { leakIn } from './leaks'
import { fuzzSeed, seeded } from './random'
import { inPool, rawClient, type RawResponse } from './raw-http'

// Any address: thousands of generated requests over every route of the app folder
// and its /iframe twin, against the production server — malformed percent-encoding, NUL,
// unicode, dot segments, encoded slashes, overlong segments and paths, odd methods, query
// strings and bodies. No answer may be a 5xx, show a stack trace, a server path or the
// framework's error text, and the on-disk caches may not grow past their bound.

const base = inject('baseURL')
const REQUESTS = 5_200
const IN_FLIGHT = 8

interface Outcome {
  request: GeneratedRequest
  response: RawResponse
}

let seed: number
let outcomes: Outcome[] = []
let before: Footprint
let after: Footprint
let added: string[] = []
let seconds = 0
let reportFile = ''
const client = rawClient(base)

async function json(path: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/** Real slugs, ids, image files and the build id, so valid prefixes reach the pages and handlers. */
async function liveValues(): Promise<LiveValues> {
  const known = (await json('/api/known-paths')) as Record<string, (string | number)[]>
  const sorted = (values: (string | number)[] | undefined) => [...(values ?? [])].map(String).sort()
  const slugs: Record<string, string[]> = {
    site: sorted(known.sites),
    event: sorted(known.events),
    tour: sorted(known.tours),
    neighborhood: sorted(known.neighborhoods),
    stop: sorted(known.stops),
    path: sorted(known.pages),
    year: sorted(known.years),
  }
  const idsOf = async (path: string) => ((await json(path)) as { data: { id: string }[] }).data.map((d) => d.id)
  const ids = [...(await idsOf('/api/sites')).slice(0, 40), ...(await idsOf('/api/events')).slice(0, 40)].sort()
  const html = await (await fetch(`${base}/test`)).text()
  const images = [...new Set([...html.matchAll(/\/media\/images\/([\w.-]+)/g)].map((m) => m[1] ?? ''))].sort().slice(0, 10)
  const { id: buildId } = (await json('/builds/latest.json')) as { id: string }
  return { slugs, ids, images, buildId }
}

function allRoutes(): AppRoute[] {
  const routes = appRoutes()
  const byPattern = new Map<string, AppRoute>()
  for (const route of routes) byPattern.set(route.pattern, route)
  for (const route of routes) {
    const twin = iframeTwin(route)
    if (twin && !byPattern.has(twin.pattern)) byPattern.set(twin.pattern, twin)
  }
  return [...byPattern.values()].sort((a, b) => a.pattern.localeCompare(b.pattern))
}

let refusedEarly = 0

/**
 * Sends a request. Node's HTTP parser refuses a request line with raw bytes outside ASCII with a
 * 400 and closes the connection at once; a client still sending a body then sees a reset instead
 * of the 400. Such a request is sent again without its body, and that answer counts.
 */
async function send(request: GeneratedRequest): Promise<RawResponse> {
  const response = await client.send(request)
  if (!response.error || request.body === undefined || !/ECONNRESET|EPIPE/.test(response.error)) return response
  const again = await client.send({ ...request, body: undefined })
  if (!again.error && again.status >= 400 && again.status < 500) refusedEarly++
  return again.error ? response : again
}

/**
 * A 503 the site means: its own JSON error "unavailable", for a feature this server is not
 * configured for (the publish webhook without its secret). Any other 5xx is a failure.
 */
const deliberate = (response: RawResponse) => response.status === 503 && /^\{"error":\{"code":"unavailable"/.test(response.body)
const failed = (response: RawResponse) => Boolean(response.error) || (response.status >= 500 && !deliberate(response))

const short = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text)
const describeOutcome = ({ request, response }: Outcome, extra = '') =>
  `${response.error ? `no answer (${response.error})` : response.status} ${request.method} ${short(request.path, 160)} — ${request.label}${extra}`

beforeAll(async () => {
  seed = fuzzSeed('addresses')
  const random = seeded(seed)
  const routes = allRoutes()
  const live = await liveValues()
  // Every route's real address as a crawler asks for it, then every route gets its share of
  // generated requests in turn (each round in a new order), so none is left out.
  const requests: GeneratedRequest[] = routes.map((route) => crawlerRequest(route, live, random))
  while (requests.length < REQUESTS) {
    for (const route of random.shuffle(routes)) requests.push(generateRequest(route, live, random, base))
  }
  before = footprint()
  const filesBefore = listFiles()
  const started = Date.now()
  const responses = await inPool(requests, IN_FLIGHT, send)
  seconds = (Date.now() - started) / 1000
  outcomes = requests.map((request, i) => ({ request, response: responses[i] as RawResponse }))
  after = await settledFootprint()
  added = [...listFiles()].filter((name) => !filesBefore.has(name))
  const statuses: Record<string, number> = {}
  for (const { response } of outcomes) {
    const key = response.error ? 'no answer' : String(response.status)
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  reportFile = path.join(os.tmpdir(), `ohc-fuzz-addresses-${seed}.json`)
  const bad = outcomes.filter((o) => failed(o.response) || leakIn(o.response.body, o.response.status))
  writeFileSync(
    reportFile,
    JSON.stringify(
      bad.map(({ request, response }) => ({
        ...request,
        body: typeof request.body === 'string' ? request.body.slice(0, 300) : request.body && `<${request.body.length} bytes>`,
        status: response.status,
        error: response.error,
        answer: response.body.slice(0, 300),
      })),
      null,
      1,
    ),
  )
  const errors = outcomes.filter((o) => failed(o.response)).length
  console.info(
    `[addresses] seed ${seed}: ${outcomes.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s; ` +
      `statuses ${JSON.stringify(statuses)}; 5xx or no answer: ${errors}; refused by the HTTP parser mid-body: ${refusedEarly}; ` +
      `cache growth ${after.bytes - before.bytes} bytes, ${after.files - before.files} files ` +
      `(bound ${DISK_CACHE_MAX_BYTES} bytes, ${DISK_CACHE_MAX_ENTRIES} files)`,
  )
}, 170_000)

afterAll(() => client.close())

describe('generated addresses', () => {
  it('covers every route of the app folder and its /iframe twin', () => {
    const patterns = new Set(outcomes.map((o) => o.request.label.split(' [')[0]))
    for (const route of allRoutes()) expect(patterns, route.pattern).toContain(route.pattern)
    expect(outcomes.length).toBeGreaterThanOrEqual(5_000)
  })

  it('never answer 5xx, and always answer', () => {
    const offenders = outcomes.filter((o) => failed(o.response))
    // Grouped by cause, so each group can be told apart: a malformed escape in the path, one in
    // the query only, one that appears when the path is decoded twice, and everything else
    // (listed first).
    const groups = {
      other: offenders.filter((o) => !escapeTrouble(o.request.path)),
      'malformed escape once the path is decoded twice': offenders.filter((o) => escapeTrouble(o.request.path) === 'path decoded twice'),
      'malformed escape in the query': offenders.filter((o) => escapeTrouble(o.request.path) === 'query'),
      'malformed escape in the path': offenders.filter((o) => escapeTrouble(o.request.path) === 'path'),
    }
    const listed = Object.values(groups)
      .flat()
      .slice(0, 30)
      .map((o) => describeOutcome(o, ` — body: ${short(o.response.body.replace(/\s+/g, ' '), 120)}`))
    const counts = Object.entries(groups)
      .map(([name, list]) => `${name}: ${list.length}`)
      .join(', ')
    expect(
      listed,
      `${offenders.length} of ${outcomes.length} requests failed (seed ${seed}; ${counts}; all of them in ${reportFile}); the first 30:\n${listed.join('\n')}\n`,
    ).toEqual([])
  })

  it('never show a stack trace, a server path or the framework’s error text', () => {
    const leaks = outcomes.flatMap((o) => {
      const leak = leakIn(o.response.body, o.response.status)
      return leak ? [describeOutcome(o, ` — ${leak.name}: ${leak.excerpt}`)] : []
    })
    expect(leaks.slice(0, 30), `${leaks.length} answers leak (seed ${seed}); the first 30:\n${leaks.slice(0, 30).join('\n')}\n`).toEqual([])
  })

  it('keep the on-disk caches within their bound (unknown addresses are never cached)', () => {
    const growth = { bytes: after.bytes - before.bytes, files: after.files - before.files }
    const message = `the caches grew by ${growth.bytes} bytes and ${growth.files} files (bound ${DISK_CACHE_MAX_BYTES} bytes, ${DISK_CACHE_MAX_ENTRIES} files); new files include:\n${added.slice(0, 20).join('\n')}\n`
    expect(growth.bytes, message).toBeLessThanOrEqual(DISK_CACHE_MAX_BYTES)
    expect(growth.files, message).toBeLessThanOrEqual(DISK_CACHE_MAX_ENTRIES)
  })
})
