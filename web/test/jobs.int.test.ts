import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, testTargets, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { slotStart } from '@/platform/jobs'
import { startOwnServer, type OwnServer } from './own-server'

// Scheduled work on the real server (production build): /api/jobs/tick runs the due jobs only for
// a caller with the cron secret, wherever the request comes from, and answers what it did; and a
// server with its timer on runs them by itself, at the app's clock (the test clock here). The
// servers run the test jobs (OHC_TEST_JOBS=1): test-heartbeat, test-failure, beside prune-job-runs.

const NOW = new Date('2026-10-17T14:07:30.000Z')
const SECRET = 'cron-secret-of-the-jobs-test-0123456789'
const MINUTE_SLOT = slotStart(NOW, 1).toISOString()
const HOUR_SLOT = slotStart(NOW, 60).toISOString()
const QUARTER_SLOT = slotStart(NOW, 15).toISOString()

/** The site's own jobs (platform/schedule/jobs.ts) in their list's order, each with its slot at NOW. */
const SITE_JOBS = [
  { job: 'prune-job-runs', slot: HOUR_SLOT },
  { job: 'draw-ballots', slot: MINUTE_SLOT },
  { job: 'expire-place-offers', slot: MINUTE_SLOT },
  { job: 'offer-free-places', slot: MINUTE_SLOT },
  { job: 'resend-offer-emails', slot: MINUTE_SLOT },
  { job: 'release-no-shows', slot: MINUTE_SLOT },
  { job: 'remind-day-before', slot: QUARTER_SLOT },
]

const runsIn = (db: Kysely<Database>) =>
  db.selectFrom('job_runs').select(['job', 'slot', 'state', 'attempt', 'error']).orderBy('job').execute()

/** What the jobs leave in job_runs after their first run at NOW. */
const FIRST_RUNS = [
  ...SITE_JOBS.map((run) => ({ ...run, state: 'finished', attempt: 1, error: null })),
  { job: 'test-failure', slot: MINUTE_SLOT, state: 'failed', attempt: 1, error: expect.stringContaining('the test job fails on purpose') },
  { job: 'test-heartbeat', slot: MINUTE_SLOT, state: 'finished', attempt: 1, error: null },
].sort((a, b) => (a.job < b.job ? -1 : 1))

onEachDatabase('/api/jobs/tick', (target) => {
  let database: DatabaseUnderTest | undefined
  let server: OwnServer | undefined
  let db: Kysely<Database>

  beforeAll(async () => {
    if (!target.available) return
    database = await target.create()
    // No timer (the test servers' default, OHC_JOBS=off): only the route runs the jobs here.
    server = await startOwnServer(database, { CRON_SECRET: SECRET, OHC_TEST_JOBS: '1', OHC_TEST_NOW: NOW.toISOString() })
    db = database.connect()
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  const tick = (headers: Record<string, string>) => fetch(`${server?.baseURL}/api/jobs/tick`, { headers })

  it('refuses a caller without the secret or with a wrong one, from this site or another, and runs nothing', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-secret' },
      { authorization: `Bearer ${SECRET}-and-more` },
      { authorization: SECRET },
      { authorization: `Basic ${SECRET}` },
      // A page on another site (a browser sends its Origin) has no secret to send.
      { origin: 'https://elsewhere.example' },
      { origin: 'https://elsewhere.example', authorization: 'Bearer not-the-secret' },
      // Nor does the site's own page: being same-origin opens nothing here.
      { origin: server?.baseURL ?? '' },
    ]
    for (const headers of refused) {
      const response = await tick(headers)
      expect(response.status, JSON.stringify(headers)).toBe(401)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'This address needs the cron secret.' } })
    }
    expect(await runsIn(db)).toEqual([])
  })

  it('with the secret runs each due job once in its slot and says what ran, failed and was skipped', async () => {
    const first = await tick({ authorization: `Bearer ${SECRET}` })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(await first.json()).toEqual({
      data: {
        at: NOW.toISOString(),
        ran: [...SITE_JOBS, { job: 'test-heartbeat', slot: MINUTE_SLOT }],
        failed: [{ job: 'test-failure', slot: MINUTE_SLOT }],
        skipped: [],
      },
    })
    expect(await runsIn(db)).toEqual(FIRST_RUNS)

    // Called again in the same slots (the test clock stands still), from a foreign page too: all done already.
    const again = await tick({ authorization: `Bearer ${SECRET}`, origin: 'https://elsewhere.example' })
    expect(again.status).toBe(200)
    const { data } = (await again.json()) as { data: { ran: unknown[]; failed: unknown[]; skipped: { job: string; reason: string }[] } }
    expect(data.ran).toEqual([])
    expect(data.failed).toEqual([])
    expect(data.skipped.map((skip) => `${skip.job} ${skip.reason}`)).toEqual([
      ...SITE_JOBS.map(({ job }) => `${job} claimed`),
      'test-heartbeat claimed',
      'test-failure claimed',
    ])
    expect(await runsIn(db)).toEqual(FIRST_RUNS)
  })
})

describe('scheduled work on a server with its timer', () => {
  const target = testTargets[0]
  let database: DatabaseUnderTest | undefined
  let server: OwnServer | undefined

  beforeAll(async () => {
    if (!target) throw new Error('no SQLite target')
    database = await target.create()
    // As `npm start` runs it: the timer on, and no CRON_SECRET.
    server = await startOwnServer(database, { OHC_JOBS: 'on', OHC_TEST_JOBS: '1', OHC_TEST_NOW: NOW.toISOString() })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.dispose()
  })

  it('answers 503 at the tick route when no CRON_SECRET is configured', async () => {
    const response = await fetch(`${server?.baseURL}/api/jobs/tick`, { headers: { authorization: 'Bearer anything' } })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'unavailable', message: 'Scheduled work is not configured on this server (CRON_SECRET).' },
    })
  })

  it('runs the jobs by itself within its first ticks, in the slots of the app’s clock', async () => {
    if (!database) throw new Error('no database')
    const db = database.connect()
    // The first tick comes within 30 s of the start; waiting is bounded by the test's timeout.
    let runs = await runsIn(db)
    while (runs.length < FIRST_RUNS.length || runs.some((run) => run.state === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      runs = await runsIn(db)
    }
    expect(runs).toEqual(FIRST_RUNS)
  }, 90_000)
})
