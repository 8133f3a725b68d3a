import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MAP_LAYERS, valuesOf } from '@ohc/schemas/names'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FRAME_ROUTES, ROUTES } from '@/kernel/page-table/table'
import { isPersonalPath } from '@/platform/personal-paths'
import { nextYear, runRosterImport } from './own-server'
import { newIp, sessionCookie, signIn } from './sign-in'
import { DEMO_HOST, DEMO_STAFF } from './addresses'

// What a shared cache in front of the site (nginx, a CDN) may keep, walked on the real server:
// every page of the route table and every GET of the API, signed out and signed in as a member,
// a host and the centre's staff. One person's answers (their pages, better-auth's /api/auth, their
// data) and any answer that sets a cookie are `private, no-store` with `Vary: Cookie`; a public
// answer is cacheable (s-maxage with stale-while-revalidate, and an ETag), and when it is
// different for a signed-in caller, that caller's is private and the public one says Vary: Cookie.

const base = inject('baseURL')
const sqliteFile = inject('sqliteFile')

const HOSTED_SITE = 'abernathy-cold-storage'

/** Every GET route of the API (its folders under app/api) and an address of it to ask. */
function apiSamples(ids: { event: string; archivedEvent: string; itinerary: string }): Record<string, string> {
  return {
    '/api/archive/[year]/events/[id]': `/api/archive/2024/events/${ids.archivedEvent}`,
    '/api/archive/[year]/events': '/api/archive/2024/events',
    '/api/archive/[year]/neighborhoods': '/api/archive/2024/neighborhoods',
    '/api/archive/[year]/partners': '/api/archive/2024/partners',
    '/api/archive/[year]/points-of-interest': '/api/archive/2024/points-of-interest',
    '/api/archive/[year]/sites': '/api/archive/2024/sites',
    '/api/archive/[year]/sponsors': '/api/archive/2024/sponsors',
    '/api/archive/[year]/tours': '/api/archive/2024/tours',
    '/api/archive/[year]/trails': '/api/archive/2024/trails',
    '/api/auth/[...all]': '/api/auth/list-sessions',
    '/api/availability': '/api/availability',
    '/api/calendar/[token]': '/api/calendar/not-a-token-of-anyone',
    '/api/draft-mode/disable': '/api/draft-mode/disable',
    '/api/draft-mode/enable': '/api/draft-mode/enable',
    '/api/draws': '/api/draws',
    '/api/events/[id]/calendar.ics': `/api/events/${ids.event}/calendar.ics`,
    '/api/events/[id]': `/api/events/${ids.event}`,
    '/api/events': '/api/events',
    '/api/festival': '/api/festival',
    '/api/host/sites/[site]': `/api/host/sites/${HOSTED_SITE}`,
    '/api/itineraries/[id]/calendar.ics': `/api/itineraries/${ids.itinerary}/calendar.ics`,
    '/api/itineraries/[id]': `/api/itineraries/${ids.itinerary}`,
    '/api/itineraries/days': '/api/itineraries/days',
    '/api/itineraries': '/api/itineraries',
    '/api/jobs/tick': '/api/jobs/tick',
    '/api/known-paths': '/api/known-paths',
    '/api/map/[layer]/[year]': `/api/map/${valuesOf(MAP_LAYERS)[0]}/2026`,
    '/api/me/export': '/api/me/export',
    '/api/me/places': '/api/me/places',
    '/api/member-content': '/api/member-content',
    '/api/neighborhoods': '/api/neighborhoods',
    '/api/openapi.json': '/api/openapi.json',
    '/api/ops/sessions.csv': '/api/ops/sessions.csv',
    '/api/ops/visits.csv': '/api/ops/visits.csv',
    '/api/partners': '/api/partners',
    '/api/points-of-interest': '/api/points-of-interest',
    '/api/reservations/[id]/calendar.ics': '/api/reservations/no-such-reservation/calendar.ics',
    '/api/reservations': '/api/reservations',
    '/api/shared-itineraries/[token]': '/api/shared-itineraries/no-such-share',
    '/api/sites/[id]': `/api/sites/site.${HOSTED_SITE}`,
    '/api/sites': '/api/sites',
    '/api/sponsors': '/api/sponsors',
    '/api/status': '/api/status',
    '/api/tours': '/api/tours',
    '/api/trails': '/api/trails',
    '/api/waits': '/api/waits',
  }
}

/** The GET routes under app/api, as patterns (/api/sites/[id]); the catch-all 404 left out. */
function apiGetRoutes(): string[] {
  const root = path.resolve(import.meta.dirname, '../src/app/api')
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts') && !file.startsWith('[...unknown]'))
    .map((file) => `/api/${path.dirname(file)}`)
    .filter((pattern) => routeHasGet(path.join(root, pattern.slice('/api/'.length), 'route.ts')))
    .sort()
}

function routeHasGet(file: string): boolean {
  const source = readFileSync(file, 'utf8')
  return /export (const|async function|function) GET\b|\bas GET\b/.test(source)
}

interface Answer {
  status: number
  cacheControl: string
  vary: string[]
  etag: string | null
  setCookie: string[]
  body: string
}

async function toAnswer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? '',
    vary: (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase()),
    etag: response.headers.get('etag'),
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  }
}

const ask = async (pathname: string, cookie?: string) =>
  toAnswer(await fetch(`${base}${pathname}`, { redirect: 'manual', headers: cookie ? { cookie } : {} }))

const directives = (answer: Answer) => answer.cacheControl.split(',').map((d) => d.trim().toLowerCase())

// Pages included: Next sets a page's Vary itself as it renders, and the server's edge keeps
// Cookie in it at personal addresses (src/platform/personal-vary.ts).
function expectPersonal(answer: Answer, where: string) {
  expect(directives(answer), `${where}: ${answer.cacheControl}`).toEqual(expect.arrayContaining(['private', 'no-store']))
  expect(answer.vary, `${where}: Vary ${answer.vary.join(', ')}`).toContain('cookie')
}

function expectCacheable(answer: Answer, where: string) {
  const list = directives(answer)
  expect(list, `${where}: ${answer.cacheControl}`).not.toContain('private')
  expect(list, `${where}: ${answer.cacheControl}`).not.toContain('no-store')
  const sMaxage = Number(/^s-maxage=(\d+)$/.exec(list.find((d) => d.startsWith('s-maxage=')) ?? '')?.[1] ?? 0)
  expect(sMaxage, `${where}: ${answer.cacheControl}`).toBeGreaterThan(0)
  expect(
    list.some((d) => d.startsWith('stale-while-revalidate=')),
    `${where}: ${answer.cacheControl}`,
  ).toBe(true)
  expect(answer.etag, `${where}: no ETag`).toBeTruthy()
  expect(answer.setCookie, where).toEqual([])
}

const isCacheable = (answer: Answer) => !directives(answer).some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')

// Answers no cache may keep for reasons other than a person: the cron's call, the sign-in pages,
// whose answer is made from their query (a failed link's error, where to go back to), and the
// newsletter's confirmation page, made from the emailed token in its query.
const NEVER_STORED = new Set(['/api/jobs/tick', '/login', '/iframe/login', '/newsletter/confirm'])

function makeMember(email: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ohc-roster-')), 'roster.csv')
  writeFileSync(file, `e-mail,level,expires\n"${email}",Individual,${nextYear()}\n`)
  const result = runRosterImport({ OHC_SQLITE_FILE: sqliteFile }, file)
  expect(result.status, result.err).toBe(0)
}

// Each page at its default-language address, and in Spanish those a shared cache must never keep
// (signed-in pages) or that speak Spanish (translated pages): the language's prefix changes no rule.
const pages = [...ROUTES, ...FRAME_ROUTES].filter((route) => !route.sampleMadeByTest).map((route) => route.sample)
const inSpanish = (sample: string) => (sample === '/' ? '/es' : `/es${sample}`)
const spanishPages = [...ROUTES, ...FRAME_ROUTES]
  .filter((route) => !route.sampleMadeByTest && (route.signedIn || route.translated))
  .map((route) => inSpanish(route.sample))

describe('cache headers a shared cache may honour', () => {
  const cookies: Record<'member' | 'host' | 'staff', string> = { member: '', host: '', staff: '' }
  let api: Record<string, string> = {}

  beforeAll(async () => {
    const member = `member-${Date.now()}@example.org`
    makeMember(member)
    for (const [role, email] of [
      ['member', member],
      ['host', DEMO_HOST],
      ['staff', DEMO_STAFF],
    ] as const) {
      const { opened } = await signIn(email, newIp())
      // The answer that sets the session cookie is that visitor's alone.
      expectPersonal(await toAnswer(opened), `sign-in link for ${role}`)
      cookies[role] = sessionCookie(opened)
    }
    const events = (await (await fetch(`${base}/api/events`)).json()) as { data: { id: string }[] }
    const archived = (await (await fetch(`${base}/api/archive/2024/events`)).json()) as { data: { id: string }[] }
    const itineraries = (await (await fetch(`${base}/api/itineraries`, { headers: { cookie: cookies.member } })).json()) as {
      data?: { id: string }[]
    }
    api = apiSamples({
      event: events.data[0]?.id ?? 'none',
      archivedEvent: archived.data[0]?.id ?? 'none',
      itinerary: itineraries.data?.[0]?.id ?? 'no-such-itinerary',
    })
  }, 60_000)

  it('the walk asks every GET route of the API', () => {
    expect(Object.keys(api).sort()).toEqual(apiGetRoutes())
  })

  it('every signed-in page of the route table is a personal path', () => {
    for (const route of [...ROUTES, ...FRAME_ROUTES].filter((r) => r.signedIn)) {
      expect(isPersonalPath(route.sample), route.sample).toBe(true)
      expect(isPersonalPath(inSpanish(route.sample)), inSpanish(route.sample)).toBe(true)
    }
  })

  it('better-auth’s session answers are private, no-store with Vary: Cookie (they carry tokens, addresses, browsers)', async () => {
    for (const pathname of ['/api/auth/list-sessions', '/api/auth/list-accounts', '/api/auth/get-session']) {
      const answer = await ask(pathname, cookies.member)
      expect(answer.status, pathname).toBe(200)
      expectPersonal(answer, pathname)
      expectPersonal(await ask(pathname), `${pathname} signed out`)
    }
    expect((await ask('/api/auth/list-sessions', cookies.member)).body).toContain('"ipAddress"')
  })

  it.each(['page', 'api'] as const)(
    'every %s answer, signed out and signed in, is personal or cacheable as it should be',
    async (kind) => {
      const paths = kind === 'page' ? [...pages, ...spanishPages] : Object.values(api)
      const problems: string[] = []
      for (const pathname of paths) {
        const out = await ask(pathname)
        const signedIn = await Promise.all(
          (['member', 'host', 'staff'] as const).map(async (role) => [role, await ask(pathname, cookies[role])] as const),
        )
        const check = (where: string, assertion: () => void) => {
          try {
            assertion()
          } catch (error) {
            problems.push(`${where}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
          }
        }
        for (const [who, answer] of [['signed out', out] as const, ...signedIn]) {
          const where = `${pathname} (${who}, ${answer.status})`
          if (isPersonalPath(pathname) || answer.setCookie.length > 0) check(where, () => expectPersonal(answer, where))
          else if (NEVER_STORED.has(pathname.replace(/\?.*/, ''))) check(where, () => expect(directives(answer)).toContain('no-store'))
          else if (who === 'signed out' && answer.status === 200) check(where, () => expectCacheable(answer, where))
          else if (kind === 'page') {
            // A page a cache may keep is rendered without the request (Next could not keep it
            // otherwise), so it is the same for everyone: signed in, it is cached alike.
            check(where, () => expect(answer.cacheControl, 'cached differently when signed in').toBe(out.cacheControl))
          } else if (isCacheable(answer)) {
            // A signed-in caller may share the public answer only if it is the same one.
            check(where, () => expect(answer.body === out.body, 'differs from the public answer but is cacheable').toBe(true))
          }
          if (kind === 'api' && who !== 'signed out' && answer.body !== out.body && isCacheable(out)) {
            check(`${pathname} (signed out)`, () => expect(out.vary, 'differs by session but has no Vary: Cookie').toContain('cookie'))
          }
        }
      }
      expect(problems).toEqual([])
    },
    240_000,
  )
})
