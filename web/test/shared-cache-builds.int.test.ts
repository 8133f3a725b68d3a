import { randomUUID } from 'node:crypto'
import { createClient, type RedisClientType } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acrossBuilds, BUILDS_KEY } from '../shared-cache-builds.mjs'

// A rolling deployment: processes of the old build and of the new one serve side by side, each
// build's pages under its own keys in one Redis. A publish expires its tags on whichever process
// received the webhook; the old build's copy of the page must go too, or that half of the site
// serves the old page until the entry's own revalidation time. The handlers here are the ones the
// server uses, on the test's real Redis.

const REDIS_URL = process.env.OHC_TEST_REDIS_URL || undefined
if (!REDIS_URL && process.env.CI)
  throw new Error('OHC_TEST_REDIS_URL is not set: the shared cache tests need a Redis (npm test starts one).')

const DAY_MS = 24 * 60 * 60 * 1000
const TIMEOUT_MS = 1_000

/** An entry as Next's cache hands it to the handler: a data-cache answer with its tags. */
const entry = (tags: string[]) => ({
  lastModified: Date.now() - 1_000,
  lifespan: null,
  tags,
  value: { kind: 'FETCH', data: { headers: {}, body: 'the page as published before', status: 200, url: '' }, revalidate: 60 },
})

describe.runIf(REDIS_URL)('the shared cache across builds', () => {
  let client: RedisClientType
  const run = randomUUID().slice(0, 8)
  const oldBuild = `old-${run}`
  const newBuild = `new-${run}`
  const goneBuild = `gone-${run}`
  const handlers = (buildId: string) => acrossBuilds({ client, buildId, timeoutMs: TIMEOUT_MS, heartbeat: false })

  beforeAll(async () => {
    client = createClient({ url: REDIS_URL })
    await client.connect()
  })
  afterAll(async () => {
    await client.zRem(BUILDS_KEY, [oldBuild, newBuild, goneBuild])
    await client.close()
  })

  it("a tag expired by the new build's process expires the old build's page too", async () => {
    const old = handlers(oldBuild)
    const next = handlers(newBuild)
    await Promise.all([old.noteRunning(), next.noteRunning()])
    const tag = `site:${run}`
    await old.set('/sites/a-site', entry([tag]))
    await next.set('/sites/a-site', entry([tag]))
    await old.set('/sites/another-site', entry([`site:other-${run}`]))
    expect(await old.get('/sites/a-site', { implicitTags: [] })).toMatchObject({ tags: [tag] })

    await next.revalidateTag(tag)

    expect(await next.get('/sites/a-site', { implicitTags: [] })).toBeNull()
    expect(await old.get('/sites/a-site', { implicitTags: [] })).toBeNull()
    // Only that tag's pages.
    expect(await old.get('/sites/another-site', { implicitTags: [] })).toMatchObject({ tags: [`site:other-${run}`] })
  })

  it("a path expired by one build is expired in the other's keys", async () => {
    const old = handlers(oldBuild)
    const next = handlers(newBuild)
    await Promise.all([old.noteRunning(), next.noteRunning()])
    const implicit = `_N_T_/events/${run}`
    await old.set(`/events/${run}`, entry([]))
    expect(await old.get(`/events/${run}`, { implicitTags: [implicit] })).not.toBeNull()

    await next.revalidateTag(implicit)

    expect(await old.get(`/events/${run}`, { implicitTags: [implicit] })).toBeNull()
  })

  it('a build no process has run for a day is left alone, and dropped from the set', async () => {
    const gone = handlers(goneBuild)
    const next = handlers(newBuild)
    await next.noteRunning()
    const tag = `site:gone-${run}`
    await gone.set('/sites/a-site', entry([tag]))
    await client.zAdd(BUILDS_KEY, { score: Date.now() - DAY_MS - 60_000, value: goneBuild })

    await next.revalidateTag(tag)

    expect(await gone.get('/sites/a-site', { implicitTags: [] })).toMatchObject({ tags: [tag] })
    expect(await client.zScore(BUILDS_KEY, goneBuild)).toBeNull()
    expect(await client.zScore(BUILDS_KEY, newBuild)).not.toBeNull()
  })
})
