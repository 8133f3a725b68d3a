import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { createServer, connect, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLakeStandIn, type LakeStandIn } from '@ohc/lake/stand-in'
import { createClient as createSanityClient } from '@sanity/client'
import { encodeSignatureHeader } from '@sanity/webhook'
import type { Kysely } from 'kysely'
import { createClient as createRedisClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '@/platform/db/migrate'
import type { Database } from '@/platform/db/schema'
import { testTargets, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { DEMO_FILE, demoDocuments, demoYears, ofType } from './demo-dataset'
import { authTestEnv, freePort, startNext, stop } from './next-server'
import { callAt, mailsTo, signInAt, type OwnServer, type Visitor } from './own-server'
import { DEMO_HOST } from './addresses'

// Several server processes of one site, as a deployment behind a load balancer runs them: one
// production build, one app database (PostgreSQL), one Redis (REDIS_URL) for the page and data
// cache. What one process learns, every process serves: a publish through A's webhook changes the
// page B serves within 5 s, and a host's report through A shows on B's site page and lists within
// the 10 s the site promises for a line. With Redis gone the pages are rendered, never an error. And with every
// process's timer on, the scheduled work still happens once: a ballot whose draw time has come is
// drawn once and each entrant gets one email.

const REDIS_URL = process.env.OHC_TEST_REDIS_URL || undefined
if (!REDIS_URL && process.env.CI)
  throw new Error('OHC_TEST_REDIS_URL is not set: the shared cache tests need a Redis (npm test starts one).')
if (!REDIS_URL) console.warn('\n⚠ OHC_TEST_REDIS_URL is not set: the shared cache tests are SKIPPED (npm test provides one).\n')
const postgres = testTargets.find((target) => target.label === 'PostgreSQL')!
const runnable = Boolean(REDIS_URL) && postgres.available

/** What the site promises: a publish is on every process's pages within this. */
const PUBLISHED_WITHIN_MS = 5_000
/**
 * And a host's report within this: the pages that show a line are rendered anew at most every 5 s
 * on every process (door/lines/announce.ts), so a report shows within that bound plus one render.
 */
const REPORTED_WITHIN_MS = 10_000
const WEBHOOK_SECRET = 'webhook-secret-of-the-shared-cache-test'
// Saturday of the demo festival, mid-afternoon in Chicago: the host tool takes reports.
const FESTIVAL_NOW = '2026-10-17T20:00:00.000Z'

const docs = demoDocuments()
const { current } = demoYears(docs)
type Edition = { year: number; hosts?: string[] }
const hostedSites = ofType(docs, 'site')
  .filter((d) => ((d.editions ?? []) as Edition[]).some((e) => e.year === current && e.hosts?.includes(DEMO_HOST)))
  .map((d) => ({ id: d._id, slug: (d.slug as { current: string }).current }))
// A title HTML spells as it is (no & or quotes), so the page's text can be searched for it.
const event = ofType(docs, 'event').find((d) => d.year === current && /^[A-Za-z0-9 -]+$/.test(String(d.title)))!
const eventSlug = (event.slug as { current: string }).current
// Another event, which no other test here asks for.
const otherEventSlug = (ofType(docs, 'event').find((d) => d.year === current && d._id !== event._id)!.slug as { current: string }).current

// The demo ballot for parties of two: entered ten days before its session, drawn a minute after its draw time.
const DAY = 86_400_000
const ballotSession = ofType(docs, 'tour')
  .filter((t) => t.year === current)
  .flatMap((t) => ((t.sessions ?? []) as Record<string, unknown>[]).map((s) => ({ tourId: t._id, session: s })))
  .find(({ session }) => session.booking === 'ballot' && (session.ballot as { maxParty: number }).maxParty === 2)!
const ballot = {
  kind: 'tour-session',
  targetId: ballotSession.tourId,
  sessionKey: String(ballotSession.session._key),
}
const ENTRIES_OPEN = new Date(new Date(String(ballotSession.session.start)).getTime() - 10 * DAY).toISOString()
const AFTER_DRAW = new Date(new Date((ballotSession.session.ballot as { drawAt: string }).drawAt).getTime() + 60_000).toISOString()

/** A server process of the site; its log is kept for a failing test's message. */
interface Process extends OwnServer {
  log(): string
}

async function startProcess(database: DatabaseUnderTest, env: Record<string, string>): Promise<Process> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const own = authTestEnv(baseURL)
  const child: ChildProcess = await startNext(port, { ...own.env, DATABASE_URL: database.env.DATABASE_URL ?? '', ...env })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return {
    baseURL,
    outboxDir: own.env.OHC_OUTBOX_DIR,
    dbEnv: database.env,
    log: () => output,
    async stop() {
      await stop(child)
      own.dispose()
    },
  }
}

/**
 * A TCP relay in front of the test's Redis: the servers reach Redis only through it, so closing
 * it is Redis going away for them (open connections cut, new ones refused).
 */
async function startRelay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 6379), target.hostname)
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    incoming.pipe(outgoing).pipe(incoming)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('the relay has no port')
  const url = new URL(target)
  url.hostname = '127.0.0.1'
  url.port = String(address.port)
  return {
    url: url.toString(),
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/** Polls `read` until `shows` holds; the milliseconds it took, or a failure after `limit` ms. */
async function within(
  limit: number,
  what: string,
  from: number,
  read: () => Promise<string>,
  shows: (body: string) => boolean,
): Promise<number> {
  while (Date.now() - from < limit) {
    if (shows(await read())) return Date.now() - from
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not change within ${limit / 1000} s`)
}

const page = async (server: OwnServer, pathname: string) => {
  const response = await fetch(`${server.baseURL}${pathname}`)
  expect(response.status, `${pathname} on ${server.baseURL}`).toBe(200)
  return { body: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}
const html = async (server: OwnServer, pathname: string) => (await page(server, pathname)).body
const cardSlugs = (body: string) => [...body.matchAll(/<h2 class="card-title"><a href="\/sites\/([a-z0-9-]+)"/g)].map((m) => m[1]!)

describe.skipIf(!runnable)('several server processes on one Redis and one database', () => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  let standIn: LakeStandIn
  let relay: Awaited<ReturnType<typeof startRelay>>
  let a: Process
  let b: Process
  let drawers: Process[] = []
  let drawersStarted = 0
  const entrants: Visitor[] = []

  beforeAll(async () => {
    const redis = createRedisClient({ url: REDIS_URL })
    await redis.connect()
    // Nothing of an earlier run: the same build reads the same keys.
    await redis.flushDb()
    await redis.close()
    relay = await startRelay(new URL(REDIS_URL!))

    database = await postgres.create()
    db = database.connect()
    await migrateToLatest(db)

    // The ballot is entered on a process whose clock is in its entry period...
    const entries = await startProcess(database, { OHC_TEST_NOW: ENTRIES_OPEN })
    try {
      for (const party of [1, 2]) {
        const visitor = await signInAt(entries)
        const entered = await callAt(entries, visitor, 'POST', '/api/ballot-entries', { ...ballot, party })
        expect(entered.status).toBe(201)
        entrants.push(visitor)
      }
    } finally {
      await entries.stop()
    }
    // ...and drawn by two processes whose clock is past its draw time, each ticking on its own timer.
    const drawing = { OHC_TEST_NOW: AFTER_DRAW, OHC_JOBS: 'on', REDIS_URL: relay.url }
    drawers = await Promise.all([startProcess(database, drawing), startProcess(database, drawing)])
    drawersStarted = Date.now()

    // The site in Content Lake mode, as production runs it: two processes on one stand-in lake.
    const datasetFile = path.join(mkdtempSync(path.join(tmpdir(), 'ohc-lake-')), 'dataset.ndjson')
    copyFileSync(DEMO_FILE, datasetFile)
    standIn = await startLakeStandIn({ datasets: { production: { file: datasetFile, watch: true } } })
    const site = {
      SANITY_PROJECT_ID: 'ohcdemo1',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      OHC_REVALIDATE_NO_WAIT: '1',
      OHC_TEST_NOW: FESTIVAL_NOW,
      REDIS_URL: relay.url,
    }
    ;[a, b] = await Promise.all([startProcess(database, site), startProcess(database, site)])
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a, b, ...drawers].map((server) => server?.stop()))
    await standIn?.close()
    await relay?.cut()
    await database?.dispose()
  })

  it('a publish through A’s webhook is on the page B serves within 5 s', async () => {
    const eventPage = `/events/${eventSlug}`
    const title = String(event.title)
    for (const server of [a, b]) expect(await html(server, eventPage)).toContain(title)
    // B serves it from the cache: a rendered page, not one made for this request.
    expect((await page(b, eventPage)).cache).toMatch(/^(HIT|STALE)$/)

    const renamed = `${title} (moved indoors)`
    const editor = createSanityClient(standIn.clientConfig())
    const doc = await editor.getDocument(event._id)
    await editor.createOrReplace({ ...doc!, title: renamed })
    // Published on the lake, not yet announced: both still serve the cached page.
    expect(await html(b, eventPage)).not.toContain(renamed)

    const payload = JSON.stringify({ _type: 'event', _id: event._id })
    const from = Date.now()
    const published = await fetch(`${a.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(payload, Date.now(), WEBHOOK_SECRET),
      },
      body: payload,
    })
    expect(published.status).toBe(200)
    const took = await within(
      PUBLISHED_WITHIN_MS,
      `B's ${eventPage}`,
      from,
      () => html(b, eventPage),
      (body) => body.includes(renamed),
    )
    console.info(`publish on A → new page on B: ${took} ms`)
  })

  it('a host’s line report through A is on B’s site page and /sites?sort=line within 10 s', async () => {
    // A site of the host's that "shortest line first" has yet to move to the top.
    const firstBefore = cardSlugs(await html(b, '/sites?sort=line'))[0]
    const hostedSite = hostedSites.find((site) => site.slug !== firstBefore)!
    const sitePage = `/sites/${hostedSite.slug}`
    expect(await html(b, sitePage)).not.toContain('~3 min line')

    const host = await signInAt(a, DEMO_HOST)
    const from = Date.now()
    const reported = await callAt(a, host, 'POST', '/api/host/reports', {
      reports: [{ id: randomUUID(), siteId: hostedSite.id, at: FESTIVAL_NOW, report: { kind: 'line', minutes: 3 } }],
    })
    expect(reported.status).toBe(200)
    expect(((await reported.json()) as { data: { results: { outcome: string }[] } }).data.results[0]?.outcome).toBe('stored')
    const onPage = await within(
      REPORTED_WITHIN_MS,
      `B's ${sitePage}`,
      from,
      () => html(b, sitePage),
      (body) => body.includes('~3 min line'),
    )
    const first = await within(
      REPORTED_WITHIN_MS,
      'B’s /sites?sort=line',
      from,
      () => html(b, '/sites?sort=line'),
      (body) => cardSlugs(body)[0] === hostedSite.slug,
    )
    console.info(`line report on A → B's site page ${onPage} ms, B's shortest line first ${first} ms`)
  })

  it('with every process’s timer on, a ballot whose draw time has come is drawn once: one email to each entrant', async () => {
    const [one, two] = drawers
    // The first tick of each process comes within 30 s of its start (platform/jobs/ticker.ts): past that,
    // both have tried to draw.
    const bothTicked = drawersStarted + 31_000
    let drawn = false
    while (!drawn || Date.now() < bothTicked) {
      const runs = await db.selectFrom('job_runs').select(['state']).where('job', '=', 'draw-ballots').execute()
      drawn = runs.length > 0 && runs.every((run) => run.state === 'finished')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const runs = await db.selectFrom('job_runs').select(['slot', 'attempt', 'state']).where('job', '=', 'draw-ballots').execute()
    expect(runs).toEqual([{ slot: expect.anything(), attempt: 1, state: 'finished' }])
    for (const entrant of entrants) {
      const mails = [...mailsTo(one!.outboxDir, entrant.email), ...mailsTo(two!.outboxDir, entrant.email)]
      expect(
        mails.map((mail) => mail.subject),
        entrant.email,
      ).toHaveLength(1)
    }
    const draw = await fetch(`${one!.baseURL}/api/draws?kind=${ballot.kind}&targetId=${ballot.targetId}&sessionKey=${ballot.sessionKey}`)
    expect(((await draw.json()) as { data: { publication: { winners: unknown[] } | null } }).data.publication?.winners).toHaveLength(2)
  }, 60_000)

  it('serves on B a page A rendered, and stores no answer with status 404', async () => {
    // An event's page is rendered on its first request (the build prerenders none): asked of A, then of B.
    const eventPage = `/events/${otherEventSlug}`
    expect((await page(a, eventPage)).cache).toBe('MISS')
    expect((await page(b, eventPage)).cache).toBe('HIT')

    const unknown = `/events/no-such-event-${randomUUID()}`
    for (const server of [a, b]) expect((await fetch(`${server.baseURL}${unknown}`)).status).toBe(404)
    const redis = createRedisClient({ url: REDIS_URL })
    await redis.connect()
    try {
      const keys: string[] = []
      for await (const batch of redis.scanIterator({ MATCH: 'ohc:*', COUNT: 1000 })) keys.push(...batch)
      expect(keys.some((key) => key.endsWith(eventPage))).toBe(true)
      expect(keys.filter((key) => key.includes('no-such-event'))).toEqual([])
    } finally {
      await redis.close()
    }
  })

  it('with Redis gone, every process still answers its pages (rendered, not cached)', async () => {
    await relay.cut()
    for (const server of [a, b]) {
      for (const pathname of ['/', `/events/${eventSlug}`, `/sites/${hostedSites[0]!.slug}`, '/sites?sort=line', '/sites']) {
        const response = await fetch(`${server.baseURL}${pathname}`)
        expect(response.status, `${pathname} on ${server.baseURL} with Redis gone:\n${server.log().slice(-2000)}`).toBe(200)
      }
    }
  })
})
