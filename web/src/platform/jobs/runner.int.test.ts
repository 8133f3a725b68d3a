import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { recordOutcome } from '@/platform/db/job-runs'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import type { Database } from '@/platform/db/schema'
import { processOn, onEachDatabase, type DatabaseUnderTest, type ScriptProcess } from '@/platform/db/test-databases'
import { defineJob, type Job } from './job'
import { runDueJobs } from './runner'
import type { TickSummary } from './summary'

// Each job once per slot, on SQLite and PostgreSQL: separate server processes ticking the same
// slot at once, a job that fails and comes back in its next slot, a run whose process died taken
// over after its timeout, and a run that is still going holding back the job's next slot.

const MINUTE = 60_000
/** 14:00 UTC on a festival Saturday: the start of an hourly slot. */
const ON_THE_HOUR = Date.parse('2026-10-17T14:00:00.000Z')

const unique = () => randomBytes(4).toString('hex')
const at = (minutes: number) => new Date(ON_THE_HOUR + minutes * MINUTE)

const scratch = mkdtempSync(path.join(os.tmpdir(), 'ohc-jobs-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * A separate server process on the test database, running `body` (a module's top level, with
 * `db`, `runDueJobs`, `appendFileSync` and `waitForGo()` in scope) once it has printed "ready".
 */
async function serverProcess(env: DatabaseUnderTest['env'], body: string): Promise<ScriptProcess> {
  const child = processOn(
    env,
    `
    import { appendFileSync } from 'node:fs'
    import { createInterface } from 'node:readline'
    import { createDatabase } from './src/platform/db/database.ts'
    import { readDatabaseConfig } from './src/platform/env/database.ts'
    import { runDueJobs } from './src/platform/jobs/runner.ts'
    const db = createDatabase(readDatabaseConfig(process.env))
    await db.selectFrom('job_runs').select('job').limit(1).execute()
    const waitForGo = async () => {
      for await (const line of createInterface({ input: process.stdin })) if (line === 'go') return
    }
    console.log('ready')
    ${body}`,
  )
  const first = await child.line()
  if (first !== 'ready') throw new Error(`the server process did not start: ${first}`)
  return child
}

async function runRow(db: Kysely<Database>, job: string, slot: Date) {
  return db.selectFrom('job_runs').selectAll().where('job', '=', job).where('slot', '=', slot.toISOString()).executeTakeFirstOrThrow()
}

onEachDatabase('scheduled jobs', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  useMigratedDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  it('two server processes ticking the same slots at once run each job once per slot', async () => {
    const names = Array.from({ length: 5 }, (_, i) => `race-${i}-${unique()}`)
    const moments = [at(1), at(1.5), at(61), at(125)]
    const log = path.join(scratch, `race-${unique()}.log`)
    const body = `
        const jobs = ${JSON.stringify(names)}.map((name) => ({
          name,
          everyMinutes: 60,
          run: async ({ slot }) => appendFileSync(${JSON.stringify(log)}, name + ' ' + slot.toISOString() + '\\n'),
        }))
        await waitForGo()
        for (const at of ${JSON.stringify(moments)}) console.log(JSON.stringify(await runDueJobs({ db, now: new Date(at), jobs })))
        await db.destroy()`
    const children = await Promise.all([serverProcess(database.env, body), serverProcess(database.env, body)])
    // Both are connected and waiting; now they tick together.
    for (const child of children) {
      child.send('go')
      child.end()
    }
    const summaries = await Promise.all(
      children.map(async (child) => {
        const own: TickSummary[] = []
        while (own.length < moments.length) own.push(JSON.parse(await child.line()) as TickSummary)
        await child.exited
        return own
      }),
    )

    // Three hourly slots (14:00, 15:00, 16:00) of five jobs: fifteen runs in all, each once.
    const slots = [at(0), at(60), at(120)].map((date) => date.toISOString())
    const expected = names.flatMap((name) => slots.map((slot) => `${name} ${slot}`)).sort()
    const ran = summaries.flat().flatMap((summary) => summary.ran.map((run) => `${run.job} ${run.slot}`))
    expect(ran.sort()).toEqual(expected)
    expect(readFileSync(log, 'utf8').trim().split('\n').sort()).toEqual(expected)
    // Everything else was skipped: claimed by the other process, or by this one a tick earlier.
    const skipped = summaries.flat().flatMap((summary) => summary.skipped)
    expect(skipped).toHaveLength(2 * moments.length * names.length - expected.length)
    expect(new Set(skipped.map((skip) => skip.reason))).toEqual(new Set(['claimed']))
    expect(summaries.flat().flatMap((summary) => summary.failed)).toEqual([])

    const rows = await db.selectFrom('job_runs').select(['job', 'slot', 'state', 'attempt']).where('job', 'in', names).execute()
    expect(rows.map((row) => `${row.job} ${row.slot}`).sort()).toEqual(expected)
    expect(new Set(rows.map((row) => `${row.state} ${row.attempt}`))).toEqual(new Set(['finished 1']))
  }, 60_000)

  it('records a failed job with its error, keeps the slot, and runs it again in the next slot', async () => {
    let calls = 0
    const job = defineJob({
      name: `flaky-${unique()}`,
      everyMinutes: 15,
      async run() {
        calls += 1
        if (calls === 1) throw new Error('the mail provider said no')
      },
    })
    const first = await runDueJobs({ db, now: at(2), jobs: [job] })
    expect(first.failed).toEqual([{ job: job.name, slot: at(0).toISOString() }])
    expect(first.ran).toEqual([])
    const failed = await runRow(db, job.name, at(0))
    expect(failed).toMatchObject({ state: 'failed', attempt: 1 })
    expect(failed.error).toContain('Error: the mail provider said no')
    expect(failed.finished_at).not.toBeNull()

    // Later in the same slot: not again (a failure waits for the next slot, not the next tick).
    const sameSlot = await runDueJobs({ db, now: at(14), jobs: [job] })
    expect(sameSlot.skipped).toEqual([{ job: job.name, slot: at(0).toISOString(), reason: 'claimed' }])
    expect(calls).toBe(1)

    const nextSlot = await runDueJobs({ db, now: at(15), jobs: [job] })
    expect(nextSlot.ran).toEqual([{ job: job.name, slot: at(15).toISOString() }])
    expect(calls).toBe(2)
    expect(await runRow(db, job.name, at(15))).toMatchObject({ state: 'finished', error: null, attempt: 1 })
    // The failure stays on record.
    expect(await runRow(db, job.name, at(0))).toMatchObject({ state: 'failed' })
  })

  it('takes over the slot of a process that died mid-run once the job’s timeout has passed', async () => {
    const name = `stuck-${unique()}`
    const child = await serverProcess(
      database.env,
      `
        // Stays alive (the run never ends) until it is killed.
        setInterval(() => {}, 1000)
        const jobs = [{ name: ${JSON.stringify(name)}, everyMinutes: 60, timeoutMinutes: 10, run: async () => {
          console.log('running')
          await new Promise(() => {})
        } }]
        runDueJobs({ db, now: new Date(${at(1).getTime()}), jobs })`,
    )
    expect(await child.line()).toBe('running')
    child.child.kill('SIGKILL')
    await child.exited
    const dead = await runRow(db, name, at(0))
    expect(dead).toMatchObject({ state: 'running', attempt: 1, finished_at: null })

    let runs = 0
    const job: Job = defineJob({ name, everyMinutes: 60, timeoutMinutes: 10, run: async () => void (runs += 1) })
    // Within its timeout the claim still counts: the run may only be slow.
    const early = await runDueJobs({ db, now: at(10), jobs: [job] })
    expect(early.skipped).toEqual([{ job: name, slot: at(0).toISOString(), reason: 'claimed' }])
    expect(runs).toBe(0)

    const late = await runDueJobs({ db, now: at(11), jobs: [job] })
    expect(late.ran).toEqual([{ job: name, slot: at(0).toISOString() }])
    expect(runs).toBe(1)
    const taken = await runRow(db, name, at(0))
    expect(taken).toMatchObject({ state: 'finished', attempt: 2, started_at: at(11).toISOString() })
    expect(taken.run_id).not.toBe(dead.run_id)

    // Had the first process only been slow, its late ending could not overwrite the new run's record.
    const slow = { job: name, slot: at(0), runId: dead.run_id, at: at(1) }
    expect(await recordOutcome(db, slow, { state: 'failed', at: at(12), error: 'late' })).toBe(false)
    expect(await runRow(db, name, at(0))).toMatchObject({ state: 'finished', error: null })
    // And the slot is done: no further takeover.
    expect((await runDueJobs({ db, now: at(40), jobs: [job] })).skipped).toHaveLength(1)
    expect(runs).toBe(1)
  }, 60_000)

  it('holds back the next slot while the job’s earlier run is still going', async () => {
    // Each run waits until the test ends it; `started()` resolves when the next run has begun.
    const endings: (() => void)[] = []
    let announce = () => {}
    const started = () => new Promise<void>((resolve) => (announce = resolve))
    const job = defineJob({
      name: `long-${unique()}`,
      everyMinutes: 1,
      run: () =>
        new Promise<void>((resolve) => {
          endings.push(resolve)
          announce()
        }),
    })
    const firstStarted = started()
    const first = runDueJobs({ db, now: at(0), jobs: [job] })
    await firstStarted
    const during = await runDueJobs({ db, now: at(1), jobs: [job] })
    expect(during.skipped).toEqual([{ job: job.name, slot: at(1).toISOString(), reason: 'earlier-run-going' }])
    endings[0]?.()
    expect((await first).ran).toEqual([{ job: job.name, slot: at(0).toISOString() }])

    const secondStarted = started()
    const after = runDueJobs({ db, now: at(1.5), jobs: [job] })
    await secondStarted
    endings[1]?.()
    expect((await after).ran).toEqual([{ job: job.name, slot: at(1).toISOString() }])
    expect(endings).toHaveLength(2)
  })
})
