import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { waitingProcess } from '@/platform/db/waiting-process'
import type { ReservableTarget } from '@/booking/reservations/targets'
import { enterBallot } from './enter-ballot'
import { AT_DRAW, DURING_ENTRIES, addUsers, depsFor, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// Two separate server processes run the same session's draw at the same moment, against the same
// database file or server: it is drawn once (one process draws, the other finds it drawn), every
// entry gets one position, the winners one offer each, and every entrant one result email between
// the two processes.

/** A Node process with its own database connection that runs the draw on "go". */
async function drawer(env: DatabaseUnderTest['env'], target: ReservableTarget, n: number) {
  const script = `
    import { createInterface } from 'node:readline'
    import { createDatabase } from './src/platform/db/database.ts'
    import { readDatabaseConfig } from './src/platform/env/database.ts'
    import { runDraw } from './src/booking/fair/run-draw.ts'
    const target = ${JSON.stringify(target)}
    const db = createDatabase(readDatabaseConfig(process.env), { poolSize: 2 })
    await db.selectFrom('ballot_draws').select('id').execute()
    let emails = 0
    const deps = { db, sender: { send: async () => void emails++ }, from: { title: 'Open House', centre: 'The centre', languages: { default: 'en', others: [] } }, now: new Date(${JSON.stringify(AT_DRAW.toISOString())}),
      siteUrl: 'https://ohc.example.org', load: async () => target }
    console.log('ready')
    for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break
    const outcome = await runDraw(deps, { kind: target.kind, targetId: target.id, sessionKey: target.sessions[0].key })
    console.log(JSON.stringify({ drew: outcome.drew, winners: outcome.winners, emails }))
    await db.destroy()`
  const drawing = await waitingProcess(env, script, `drawer ${n}`)
  return {
    go: drawing.go,
    done: drawing.answer.then((last) => JSON.parse(last) as { drew: boolean; winners: number; emails: number }),
  }
}

onEachDatabase('the draw across processes', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  usePlacesDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  it('is drawn once when two processes draw the same session at once', async () => {
    const t = tour({ capacity: 12, ballot: { membersShare: 25 } })
    const ids = Array.from({ length: 60 }, (_, i) => `race-${i}`)
    await addUsers(db, target, ids)
    const deps = depsFor(db, [t], DURING_ENTRIES)
    for (const [i, id] of ids.entries()) await enterBallot(deps, who(id, i % 5 === 0), { ...sessionOfTour(t), party: 1 + (i % 3) })

    const processes = await Promise.all([0, 1].map((n) => drawer(database.env, t, n)))
    for (const p of processes) p.go()
    const outcomes = await Promise.all(processes.map((p) => p.done))
    expect(outcomes.map((o) => o.drew).sort()).toEqual([false, true])
    const winners = outcomes.find((o) => o.drew)?.winners ?? 0
    expect(outcomes.find((o) => !o.drew)?.winners).toBe(0)
    expect(outcomes.reduce((sum, o) => sum + o.emails, 0)).toBe(60)

    const entries = await db
      .selectFrom('ballot_entries')
      .select(['position', 'state', 'result_sent_at'])
      .where('target_id', '=', t.id)
      .execute()
    expect(entries.map((e) => Number(e.position)).sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1))
    expect(entries.every((e) => e.result_sent_at !== null)).toBe(true)
    const offers = await db.selectFrom('place_offers').select(['ballot_entry_id']).where('target_id', '=', t.id).execute()
    expect(offers).toHaveLength(winners)
    expect(entries.filter((e) => e.state === 'won')).toHaveLength(winners)
    const draws = await db.selectFrom('ballot_draws').select(['drawn_at', 'entries']).where('target_id', '=', t.id).execute()
    expect(draws).toEqual([{ drawn_at: AT_DRAW.toISOString(), entries: 60 }])
  }, 90_000)
})
