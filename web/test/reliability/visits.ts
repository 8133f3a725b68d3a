import { expect } from 'vitest'
import { demoDocuments, demoYears, editionYears, ofType } from '../demo-dataset'

// What the fault tests visit and how they look at the answers: the demo documents a visitor
// would open (their names appear verbatim in the HTML), and a request that is timed and never
// waits longer than the test allows.

const docs = demoDocuments()
const { current, archived } = demoYears(docs)
const plainName = (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9 .,-]+$/.test(value)
const slugOf = (doc: Record<string, unknown>) => String(Reflect.get(Object(doc.slug), 'current'))

const liveSites = ofType(docs, 'site').filter((s) => editionYears(s).includes(current) && plainName(s.name))
const liveEvents = ofType(docs, 'event').filter((e) => e.year === current && plainName(e.title))

function pick<T>(list: T[], index: number, what: string): T {
  const found = list[index]
  if (!found) throw new Error(`the demo dataset has fewer than ${index + 1} ${what}`)
  return found
}

/** Two live sites and two live events: the first of each is visited before a fault, the second never. */
export const demo = {
  year: current,
  archivedYear: pick(archived, 0, 'archived years'),
  sites: [0, 1].map((i) => {
    const site = pick(liveSites, i, 'live sites with a plain name')
    return { id: site._id, name: String(site.name), path: `/sites/${slugOf(site)}` }
  }),
  events: [0, 1].map((i) => {
    const event = pick(liveEvents, i, 'live events with a plain title')
    return { id: event._id, title: String(event.title), path: `/events/${slugOf(event)}` }
  }),
}

export interface Visit {
  status: number
  text: string
  ms: number
  headers: Headers
}

/** A request that gives up after `limitMs` (a hung answer then fails the test instead of stalling it). */
export async function visit(baseURL: string, path: string, init: RequestInit = {}, limitMs = 25_000): Promise<Visit> {
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init, signal: AbortSignal.timeout(limitMs) })
  } catch (error) {
    throw new Error(`${init.method ?? 'GET'} ${path} got no answer within ${limitMs} ms: ${String(error)}`)
  }
  const text = await response.text()
  return { status: response.status, text, ms: Math.round(performance.now() - started), headers: response.headers }
}

/** Follows one redirect, as a browser would, and says where it went. */
export async function visitFollowing(baseURL: string, path: string, init: RequestInit = {}, limitMs = 25_000) {
  const first = await visit(baseURL, path, init, limitMs)
  const location = first.headers.get('location')
  if (first.status < 300 || first.status >= 400 || !location) return { ...first, redirectedTo: undefined }
  const next = new URL(location, baseURL)
  const second = await visit(baseURL, `${next.pathname}${next.search}`, init, limitMs)
  return { ...second, ms: first.ms + second.ms, redirectedTo: next.pathname }
}

// What an answer must never show, whatever failed behind it: stack frames, file paths, the
// errors of the database, the network or the file system.
const INTERNALS = [
  /\n\s*at [\w.<>$ ]+\(?[^)\n]*:\d+:\d+\)?/,
  /\.(?:ts|js|mjs|tsx):\d+:\d+/,
  /node_modules/,
  /\/tmp\//,
  /\/work\//,
  /\bE(?:CONN\w+|NOENT|NOTDIR|ACCES|PIPE)\b/,
  /SqliteError|SQLITE_/,
  /Connection terminated/,
  /Query read timeout/,
  /fetch failed/,
]

export function expectNoInternals(text: string, what: string) {
  for (const pattern of INTERNALS) expect(text, `${what} shows ${pattern}`).not.toMatch(pattern)
}

/** A JSON body, or undefined when it is not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The `data` list of an API list answer. */
export function listData(text: string): unknown[] {
  const body = jsonOf(text)
  const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined
  if (!Array.isArray(data)) throw new Error(`not a list answer: ${text.slice(0, 200)}`)
  return data
}

/** What the fault tests visit: pages, lists and single records of the demo content. */
export const PAGES = [
  '/',
  '/sites',
  demo.sites[0]!.path,
  '/events',
  demo.events[0]!.path,
  '/tours',
  `/archive/${demo.archivedYear}`,
  '/iframe/sites',
]
export const LISTS = ['/api/sites', '/api/events']
export const SINGLES = [`/api/sites/${demo.sites[0]!.id}`, `/api/events/${demo.events[0]!.id}`]

/** What a page showed: its template, its heading and how many content pages it links to. */
export function fingerprint(html: string) {
  return {
    template: /data-template="([\w-]+)"/.exec(html)?.[1],
    heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1],
    links: new Set([...html.matchAll(/href="(\/(?:sites|events|tours|archive)\/[^"?#]+)"/g)].map((m) => m[1])).size,
  }
}

/** Next's error document: the page an error boundary draws in the browser. */
export const ERROR_SHELL = 'id="__next_error__"'

/** What each page (its fingerprint) and each API answer (its body) was before a fault. */
export type Seen = Map<string, { page?: ReturnType<typeof fingerprint>; body?: string }>

/** Visits every page, list and record while the content is whole: each answers 200, and `seen` keeps what it showed. */
export async function visitWhole(baseURL: string, seen: Seen): Promise<void> {
  for (const page of PAGES) {
    const answer = await visit(baseURL, page)
    expect(answer.status, page).toBe(200)
    seen.set(page, { page: fingerprint(answer.text) })
  }
  expect(seen.get(demo.sites[0]!.path)?.page?.heading).toContain(demo.sites[0]!.name)
  expect(seen.get(demo.events[0]!.path)?.page?.heading).toContain(demo.events[0]!.title)
  for (const api of [...LISTS, ...SINGLES]) {
    const answer = await visit(baseURL, api)
    expect(answer.status, api).toBe(200)
    seen.set(api, { body: answer.text })
  }
  expect(listData(seen.get('/api/sites')?.body ?? '').length).toBeGreaterThan(100)
}
