import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { demoDocuments, demoYears, editionYears, ofType } from '../demo-dataset'
import { runRosterImport, signInAt, startOwnServer, type OwnServer, type Visitor } from '../own-server'
import { binaryJunk, nested } from './bodies'
import { endpoints, type Endpoint, type Fixtures, type InputCase } from './endpoints'
import { leakIn } from './leaks'
import { fuzzSeed, seeded, type Random } from './random'
import { inPool, rawClient, type RawResponse } from './raw-http'
import { formsIn, noScriptPost, type PageForm } from './server-actions'
import { changes, storedState, type Stored } from './stored'
import { judge } from './verdict'

// Bad input gets a clear error message and loses nothing: every input the site
// reads — the API's JSON bodies, query strings and path parameters, better-auth's endpoints, the
// publish webhook, the forms as browsers post them, and the roster CSV of the import command —
// fed generated bad values, signed out and signed in, on SQLite and on PostgreSQL. Each must be
// refused with a 4xx in its family's error format, and nothing may be stored: every table of the
// app database and the outbox are compared before and after.

const IN_FLIGHT = 4
const SECRET = 'fuzz-webhook-secret'
// better-auth counts every request per client address in this table, by design (its rate limit).
const COUNTED_BY_DESIGN = ['rateLimit']

const seed = fuzzSeed('inputs')

const docs = demoDocuments()
const { current } = demoYears(docs)
const firstSite = ofType(docs, 'site').find((s) => editionYears(s).includes(current))
const firstTour = ofType(docs, 'tour').find((t) => t.year === current && Array.isArray(t.sessions) && t.sessions.length > 0)
const testPage = ofType(docs, 'page').find((p) => p.path === 'test')
const memberBlockKey = (Array.isArray(testPage?.body) ? testPage.body : [])
  .map((b: unknown) =>
    typeof b === 'object' && b !== null && Reflect.get(b, '_type') === 'memberOnlyBlock' ? Reflect.get(b, '_key') : undefined,
  )
  .find((k): k is string => typeof k === 'string')
if (!firstSite || !firstTour || !memberBlockKey)
  throw new Error('the demo dataset lacks a current site, a tour with sessions or the test page’s members-only block')
const firstSession = (firstTour.sessions as { _key: string }[])[0]

const ipOf = (random: Random) => `10.${random.int(1, 250)}.${random.int(1, 250)}.${random.int(1, 250)}`

interface Tally {
  inputs: number
  statuses: Record<string, number>
}

async function call(server: OwnServer, who: Visitor | undefined, method: string, pathname: string, body?: unknown) {
  const headers: Record<string, string> = {
    origin: server.baseURL,
    'x-forwarded-for': who?.ip ?? '10.0.0.1',
    'content-type': 'application/json',
  }
  if (who) headers.cookie = who.cookie
  return fetch(`${server.baseURL}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function created(response: Response, what: string): Promise<string> {
  expect(response.status, what).toBe(201)
  const body = (await response.json()) as { data: { id: string } }
  return body.data.id
}

onEachDatabase('bad input', (target) => {
  let database: DatabaseUnderTest
  let server: OwnServer
  let client: ReturnType<typeof rawClient>
  let people: Record<'alice' | 'bob' | 'carol', Visitor>
  let fixtures: Fixtures
  const random = seeded(seed).fork(target.label)
  const tallies = new Map<string, Tally>()
  let started = 0

  const tally = (name: string, responses: RawResponse[]) => {
    const entry = tallies.get(name) ?? { inputs: 0, statuses: {} }
    for (const response of responses) {
      entry.inputs++
      const key = response.error ? 'no answer' : String(response.status)
      entry.statuses[key] = (entry.statuses[key] ?? 0) + 1
    }
    tallies.set(name, entry)
  }

  const stored = () => storedState(server.dbEnv, server.outboxDir)

  /** Sends one case as `who` (undefined: signed out) from a client address of its own. */
  const send = (input: InputCase, who: Visitor | undefined, ip: string) => {
    const headers: Record<string, string> = { origin: server.baseURL, 'x-forwarded-for': ip, ...input.headers }
    if (input.contentType) headers['content-type'] = input.contentType
    if (who) headers.cookie = who.cookie
    return client.send({ method: input.method, path: input.path, headers, body: input.body })
  }

  /**
   * The invalid cases signed out and signed in, the state compared around them; then the edge
   * cases, which may succeed but never fail. Problems are listed by case.
   */
  async function fuzz(endpoint: Endpoint): Promise<{ problems: string[]; changed: string[]; before: Stored }> {
    const who = people[endpoint.as ?? 'alice']
    const runs = (cases: InputCase[]) =>
      cases.flatMap((input) => [
        { input, who: undefined, ip: ipOf(random) },
        { input, who, ip: ipOf(random) },
      ])
    const invalid = runs(endpoint.cases.filter((c) => c.expect === 'invalid'))
    const edge = endpoint.invalidOnly ? [] : runs(endpoint.cases.filter((c) => c.expect === 'edge'))
    const before = await stored()
    const refused = await inPool(invalid, IN_FLIGHT, (run) => send(run.input, run.who, run.ip))
    const after = await stored()
    const taken = await inPool(edge, IN_FLIGHT, (run) => send(run.input, run.who, run.ip))
    tally(endpoint.name, [...refused, ...taken])
    const problems = [...invalid, ...edge].flatMap((run, i) => {
      const response = (i < invalid.length ? refused[i] : taken[i - invalid.length]) as RawResponse
      const problem = judge(endpoint, run.input, run.who !== undefined, response)
      return problem
        ? [`${run.who ? 'signed in' : 'signed out'} ${run.input.method} ${run.input.path.slice(0, 90)} [${run.input.name}] → ${problem}`]
        : []
    })
    return { problems, changed: changes(before, after, COUNTED_BY_DESIGN), before }
  }

  const report = (name: string, problems: string[], changed: string[]) => {
    expect
      .soft(
        problems.slice(0, 30),
        `${name}: ${problems.length} bad answers (seed ${seed}); the first 30:\n${problems.slice(0, 30).join('\n')}\n`,
      )
      .toEqual([])
    expect.soft(changed, `${name}: refused requests changed what is stored (seed ${seed})`).toEqual([])
  }

  beforeAll(async () => {
    started = Date.now()
    database = await target.create()
    server = await startOwnServer(database, { SANITY_REVALIDATE_SECRET: SECRET, OHC_REVALIDATE_NO_WAIT: '1' })
    client = rawClient(server.baseURL)
    people = { alice: await signInAt(server), bob: await signInAt(server), carol: await signInAt(server) }
    // Valid requests first, so the endpoints demonstrably work and the bad ones have real ids to aim at.
    const aliceItinerary = await created(await call(server, people.alice, 'POST', '/api/itineraries', { name: 'Alice’s plan' }), 'create')
    const aliceItem = await created(
      await call(server, people.alice, 'POST', `/api/itineraries/${aliceItinerary}/items`, { kind: 'site', refId: firstSite._id }),
      'add item',
    )
    const bobItinerary = await created(await call(server, people.bob, 'POST', '/api/itineraries', { name: 'Bob’s plan' }), 'create')
    fixtures = {
      siteId: firstSite._id,
      tour: { id: firstTour._id, sessionKey: firstSession?._key ?? '' },
      memberBlock: { page: 'test', key: memberBlockKey },
      alice: { itinerary: aliceItinerary, item: aliceItem },
      bob: { itinerary: bobItinerary },
    }
  }, 120_000)

  afterAll(async () => {
    client?.close()
    await server?.stop()
    await database?.dispose()
    const lines = [...tallies].map(([name, t]) => `  ${name}: ${t.inputs} inputs, statuses ${JSON.stringify(t.statuses)}`)
    const total = [...tallies.values()].reduce((sum, t) => sum + t.inputs, 0)
    console.info(
      `[inputs] ${target.label}, seed ${seed}: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s\n${lines.join('\n')}`,
    )
  })

  // One test per endpoint, named before the fixtures exist: the list is built with placeholders
  // only to read the names.
  const names = endpoints({
    siteId: '',
    tour: { id: '', sessionKey: '' },
    memberBlock: { page: '', key: '' },
    alice: { itinerary: '', item: '' },
    bob: { itinerary: '' },
  }).map((e) => e.name)

  it.each(names)(
    '%s refuses bad input and stores nothing',
    async (name) => {
      const endpoint = endpoints(fixtures).find((e) => e.name === name)
      if (!endpoint) throw new Error(`no endpoint ${name}`)
      const { problems, changed } = await fuzz(endpoint)
      report(name, problems, changed)
    },
    120_000,
  )

  it('the publish webhook refuses missing, malformed and wrong signatures and bodies', async () => {
    const valid = JSON.stringify({ _type: 'site', _id: 'site.x' })
    const now = Date.now()
    const sign = (payload: string, secret = SECRET, at = now) => encodeSignatureHeader(payload, at, secret)
    const cases: InputCase[] = []
    const add = (name: string, body: string, signature: string | undefined) =>
      cases.push({
        name,
        method: 'POST',
        path: '/api/revalidate',
        body,
        contentType: 'application/json',
        headers: signature === undefined ? {} : { 'sanity-webhook-signature': signature },
        expect: 'invalid',
      })
    add('no signature', valid, undefined)
    for (const signature of [
      '',
      'garbage',
      't=abc,v1=xyz',
      `t=${now}`,
      'v1=',
      `t=${now},v1=${'A'.repeat(43)}`,
      `t=${now},v1=${'A'.repeat(12 * 1024)}`,
    ]) {
      add(`signature "${signature.slice(0, 30)}"`, valid, signature)
    }
    add('signature of another body', valid, await sign('{"_type":"page"}'))
    add('signature with another secret', valid, await sign(valid, 'not-the-secret'))
    for (const body of ['', 'not json', '[]', 'null', '{}', '{"_type":42}', '{"_type":""}', '{"_type":["site"]}', nested(100_000)]) {
      // An empty body cannot be signed: it goes with the signature of the valid one.
      add(`signed body ${body.slice(0, 20) || '(empty)'}`, body, await sign(body || valid))
    }
    const endpoint: Endpoint = { name: 'POST /api/revalidate', session: 'none', format: 'site', cases }
    const { problems, changed } = await fuzz(endpoint)
    report(endpoint.name, problems, changed)
  }, 60_000)

  it('leaving preview never sends a visitor off the site, however the address is spelled', async () => {
    const targets = [
      '//evil.example/',
      '/%5Cevil.example/',
      '/%09/evil.example/',
      '/%0A/evil.example/',
      'https://evil.example/',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      '/\\evil.example',
    ]
    const responses = await inPool(targets, IN_FLIGHT, (to) =>
      client.send({ method: 'GET', path: `/api/draft-mode/disable?to=${to}`, headers: { 'x-forwarded-for': ipOf(random) } }),
    )
    tally('GET /api/draft-mode/disable', responses)
    // The server names itself "localhost" in the addresses it makes: the same loopback server.
    const site = new URL(server.baseURL)
    const onSite = (url: URL | null) => url !== null && url.port === site.port && ['localhost', '127.0.0.1'].includes(url.hostname)
    const off = responses.flatMap((response, i) => {
      const location = String(response.headers.location ?? '')
      return response.status >= 300 && response.status < 400 && onSite(URL.parse(location, server.baseURL))
        ? []
        : [`?to=${targets[i]} → ${response.status} ${location}`]
    })
    expect(off, `redirects off the site (seed ${seed})`).toEqual([])
  })

  describe('the forms as browsers post them', () => {
    let forms: PageForm[]
    beforeAll(async () => {
      forms = formsIn(await (await fetch(`${server.baseURL}/test`)).text())
      expect(forms.map((f) => f.label).sort()).toEqual(expect.arrayContaining(['Get in touch']))
      expect(forms.length).toBeGreaterThanOrEqual(2)
    })

    it('without JavaScript: bad fields show the form’s messages on the page and store nothing', async () => {
      const valid = { name: 'Ada', email: 'ada@example.org', message: 'A question about the festival days.' }
      // Each breaks a rule of the form it is sent to (contact has a message, the newsletter not).
      const bad: Record<string, string>[] = [
        {},
        { ...valid, email: '' },
        { ...valid, email: 'not-an-address' },
        { ...valid, email: `${'x'.repeat(300)}@example.org` },
        { ...valid, email: 'a@b.org\u0000' },
        { ...valid, email: 'ada@@example.org' },
        { ...valid, name: 'n'.repeat(200) },
        { ...valid, name: 'n'.repeat(1024 * 1024) },
      ]
      const contactOnly: Record<string, string>[] = [
        { ...valid, name: '' },
        { ...valid, message: 'short' },
        { ...valid, message: '\u202e'.repeat(5) },
        { ...valid, message: 'm'.repeat(6000) },
      ]
      const before = await stored()
      const cases = forms.flatMap((form) =>
        [...bad, ...(form.fields.includes('message') ? contactOnly : [])].map((values) => ({
          form,
          values: Object.fromEntries(Object.entries(values).filter(([k]) => form.fields.includes(k))),
        })),
      )
      const responses = await inPool(cases, IN_FLIGHT, ({ form, values }) => {
        const post = noScriptPost(form, values)
        return client.send({
          method: 'POST',
          path: '/test',
          headers: { origin: server.baseURL, 'x-forwarded-for': ipOf(random), 'content-type': post.contentType },
          body: post.body,
        })
      })
      tally('no-JavaScript form posts to /test', responses)
      const problems = responses.flatMap((response, i) => {
        const { form, values } = cases[i] as (typeof cases)[number]
        const where = `${form.label} ${JSON.stringify(values).slice(0, 80)}`
        if (response.error || response.status >= 500)
          return [`${where} → ${response.error ?? response.status}: ${response.body.slice(0, 120)}`]
        // The page comes back with the form's status line: "Please correct the highlighted field(s)."
        if (!/Please correct the highlighted field/.test(response.body)) return [`${where} → ${response.status} without the form’s message`]
        const leak = leakIn(response.body, response.status)
        return leak ? [`${where} → leaks ${leak.name}: ${leak.excerpt}`] : []
      })
      report('no-JavaScript form posts', problems, changes(before, await stored(), COUNTED_BY_DESIGN))
    }, 60_000)

    it('tampered action fields and malformed action calls are refused, never a 5xx, and store nothing', async () => {
      const form = forms[0] as PageForm
      // Fields the form refuses, so that whichever way the call is read, nothing may be stored.
      const invalid = { email: 'not-an-address', name: 'Ada', message: 'short' }
      const fields = Object.fromEntries(Object.entries(invalid).filter(([k]) => form.fields.includes(k)))
      const tampered = (replace: (name: string, value: string) => string | undefined) => ({
        ...form,
        hidden: form.hidden.flatMap(([name, value]): [string, string][] => {
          const next = replace(name, value)
          return next === undefined ? [] : [[name, next]]
        }),
      })
      const posts: { name: string; body: string | Buffer; contentType: string; action?: string }[] = [
        ...[
          [
            'unknown action id',
            tampered((n, v) => (/:0$/.test(n) ? v.replace(/"id":"\w+"/, '"id":"0000000000000000000000000000000000000000aa"') : v)),
          ],
          ['state not JSON', tampered((n, v) => (/:1$/.test(n) ? '{{{' : v))],
          ['state null', tampered((n, v) => (/:1$/.test(n) ? 'null' : v))],
          ['state a huge string', tampered((n, v) => (/:1$/.test(n) ? JSON.stringify(['x'.repeat(100_000)]) : v))],
          ['reference not JSON', tampered((n, v) => (/:0$/.test(n) ? '{"id":' : v))],
          ['action key removed', tampered((n, v) => (n === '$ACTION_KEY' ? undefined : v))],
          ['state removed', tampered((n, v) => (/:1$/.test(n) ? undefined : v))],
        ].map(([name, f]) => ({ name: String(name), ...noScriptPost(f as PageForm, fields) })),
      ]
      for (const [name, body, contentType] of [
        ['no arguments', '[]', 'text/plain;charset=UTF-8'],
        ['null state', '[null,"$K1"]', 'text/plain;charset=UTF-8'],
        ['string state', '["x","$K1"]', 'text/plain;charset=UTF-8'],
        ['not JSON', '{{{', 'text/plain;charset=UTF-8'],
        ['empty', '', 'text/plain;charset=UTF-8'],
        ['binary', binaryJunk(random, 512), 'application/octet-stream'],
        ['multipart without boundary', '--x\r\n\r\n--x--', 'multipart/form-data'],
        ['deeply nested', nested(100_000), 'text/plain;charset=UTF-8'],
      ] as const) {
        posts.push({ name: `action call: ${name}`, body, contentType, action: form.actionId })
      }
      const before = await stored()
      const responses = await inPool(posts, IN_FLIGHT, (post) =>
        client.send({
          method: 'POST',
          path: '/test',
          headers: {
            origin: server.baseURL,
            'x-forwarded-for': ipOf(random),
            'content-type': post.contentType,
            ...(post.action && { 'next-action': post.action, accept: 'text/x-component' }),
          },
          body: post.body,
        }),
      )
      tally('server action calls to /test', responses)
      const problems = responses.flatMap((response, i) => {
        const name = posts[i]?.name
        if (response.error || response.status >= 500)
          return [`${form.label}: ${name} → ${response.error ?? response.status}: ${response.body.slice(0, 160).replace(/\s+/g, ' ')}`]
        const leak = leakIn(response.body, response.status)
        return leak ? [`${form.label}: ${name} → leaks ${leak.name}: ${leak.excerpt}`] : []
      })
      report('server action calls', problems, changes(before, await stored(), COUNTED_BY_DESIGN))
    }, 60_000)
  })

  describe('the roster import command', () => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-fuzz-roster-'))
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    const header = 'Email,Membership Level,Expiration Date'
    const badRows = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          [`not-an-email-${i},Household,2030-01-01`, `member${i}@example.org,Household,2030-02-30`, `member${i}@example.org,,2030-01-01`][
            i % 3
          ],
      )
    const files: { name: string; content: () => string | Buffer; status: number; message: RegExp }[] = [
      { name: 'empty', content: () => '', status: 1, message: /the file is empty/ },
      {
        name: 'unterminated quote',
        content: () => `${header}\n"ada@example.org,Household,2030-01-01\n`,
        status: 1,
        message: /a quoted field is never closed/,
      },
      {
        name: 'wrong headers',
        content: () => 'name,date,foo\nAda,2030-01-01,x\n',
        status: 1,
        message: /the header row has no email, level, expiry column/,
      },
      {
        name: 'bad emails',
        content: () =>
          `${header}\n${['x', 'a@b', '@example.org', 'a b@example.org', 'a;b@example.org', 'a@b.org\u0000', `${'x'.repeat(1024 * 1024)}@example.org`].map((e) => `${e},Household,2030-01-01`).join('\n')}\n`,
        status: 1,
        message: /line 2: bad email[\s\S]*7 bad row\(s\) skipped; 0 imported/,
      },
      {
        name: 'bad dates',
        content: () =>
          `${header}\n${['2030-02-30', '13/01/2030', 'tomorrow', '', '2030-1-32', '0000-00-00', '2030-01-01T00:00:00Z'].map((d, i) => `d${i}@example.org,Household,${d}`).join('\n')}\n`,
        status: 1,
        message: /line 2: unknown date "2030-02-30"[\s\S]*line 5: missing expiry date[\s\S]*7 bad row\(s\) skipped; 0 imported/,
      },
      // The byte order mark a spreadsheet writes: the header is still recognised (the rows are then judged one by one).
      {
        name: 'BOM, bad rows',
        content: () => `\ufeff${header}\n${badRows(3).join('\n')}\n`,
        status: 1,
        message: /line 2: bad email[\s\S]*3 bad row\(s\) skipped; 0 imported/,
      },
      {
        name: 'BOM, wrong header',
        content: () => '\ufeffname,date\nAda,2030-01-01\n',
        status: 1,
        message: /the header row has no email, level, expiry column/,
      },
      {
        name: '10,000 bad rows',
        content: () => `${header}\n${badRows(10_000).join('\n')}\n`,
        status: 1,
        message: /10000 bad row\(s\) skipped; 0 imported/,
      },
      {
        name: 'binary junk',
        content: () => binaryJunk(random, 64 * 1024),
        status: 1,
        message: /the header row has no|quoted field is never closed|the file is empty/,
      },
    ]

    it.each(files.map((f) => [f.name, f] as const))(
      '%s: a clear message, exit 1, nothing stored',
      async (_name, file) => {
        const csv = path.join(dir, `${file.name.replace(/\W+/g, '-')}.csv`)
        writeFileSync(csv, file.content())
        const before = await stored()
        const started = Date.now()
        const result = runRosterImport(server.dbEnv, csv)
        const seconds = (Date.now() - started) / 1000
        tally('roster import CLI', [{ status: result.status ?? -1, headers: {}, body: '' }])
        const output = `${result.out}\n${result.err}`
        expect(result.status, output.slice(0, 2000)).toBe(file.status)
        expect(file.message.test(output), output.slice(0, 2000)).toBe(true)
        // An operator's command may name files; it must not dump a stack trace.
        expect(['stack frame', 'error with stack'], output.slice(0, 2000)).not.toContain(leakIn(output, 200)?.name)
        expect(seconds, 'the import took too long').toBeLessThan(30)
        expect(changes(before, await stored(), COUNTED_BY_DESIGN), output.slice(0, 2000)).toEqual([])
      },
      60_000,
    )

    it('a folder instead of a file: a clear message, exit 1', async () => {
      const folder = path.join(dir, 'a-folder.csv')
      mkdirSync(folder, { recursive: true })
      const result = runRosterImport(server.dbEnv, folder)
      expect(result.status).toBe(1)
      expect(result.err).toMatch(/Cannot read/)
    })
  })
})
