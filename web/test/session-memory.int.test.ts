import { afterAll, beforeAll, expect, it } from 'vitest'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { callAt, signInAt, startOwnServer, type OwnServer, type Visitor } from './own-server'

// A session ended on one server process stops working on another within the documented bound:
// each process takes a session it read at its word for OHC_SESSION_CACHE_SECONDS (2 here, 10 when
// unset), and no longer. Two production servers on one database, as a site runs several; on
// SQLite and on PostgreSQL. In the process that ends it, it stops at once.

const SECONDS = 2

onEachDatabase('a session ended on one process', (target) => {
  let database: DatabaseUnderTest
  let a: OwnServer
  let b: OwnServer

  beforeAll(async () => {
    database = await target.create()
    const bound = { OHC_SESSION_CACHE_SECONDS: String(SECONDS) }
    a = await startOwnServer(database, bound)
    b = await startOwnServer(database, bound)
  }, 120_000)

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.dispose()
  })

  const itineraries = (server: OwnServer, who: Visitor) => callAt(server, who, 'GET', '/api/itineraries').then((r) => r.status)

  it('stops working on the other process within its seconds, and at once on its own', async () => {
    const laptop = await signInAt(a)
    const phone = await signInAt(a, laptop.email)
    // Both processes have read the phone's session, so both remember it.
    expect(await itineraries(a, phone)).toBe(200)
    expect(await itineraries(b, phone)).toBe(200)
    const readOnB = Date.now()

    const revoked = await callAt(a, laptop, 'POST', '/api/auth/revoke-other-sessions', {})
    expect(revoked.status).toBe(200)
    // The process that ended it forgot it.
    expect(await itineraries(a, phone)).toBe(401)

    // The other one asks the database again once its seconds are up, and from then on refuses.
    let firstRefusal: number | undefined
    while (Date.now() - readOnB < (SECONDS + 3) * 1000) {
      const status = await itineraries(b, phone)
      if (status === 401) {
        firstRefusal ??= Date.now()
      } else {
        expect(status).toBe(200)
        // A 200 after a refusal would be a session come back to life.
        expect(firstRefusal).toBeUndefined()
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(firstRefusal).toBeDefined()
    // Within the bound of the last read, give or take one poll and the request's own time.
    expect(firstRefusal! - readOnB).toBeLessThanOrEqual(SECONDS * 1000 + 500)
    // The device that stayed signed in still is, on both.
    expect(await itineraries(a, laptop)).toBe(200)
    expect(await itineraries(b, laptop)).toBe(200)
  }, 60_000)

  it('a sign-out ends the session at once on the process that took it', async () => {
    const visitor = await signInAt(b)
    expect(await itineraries(b, visitor)).toBe(200)
    expect((await callAt(b, visitor, 'POST', '/api/auth/sign-out', {})).status).toBe(200)
    expect(await itineraries(b, visitor)).toBe(401)
  })
})
