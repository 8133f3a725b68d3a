import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { claimSlot, earlierRunGoing, recordOutcome, takeOverDeadRun, type SlotClaim } from '@/platform/db/job-runs'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { checkJobs, DEFAULT_TIMEOUT_MINUTES, type Job } from './job'
import { slotStart } from './slot'
import { summarise, type JobOutcome, type TickSummary } from './summary'

// One tick of scheduled work: every job of the list whose current slot nobody has claimed runs
// now, in this process, each on its own (one job's failure or length never holds another). A run
// claims its slot first (platform/db/job-runs.ts), so however many processes tick at once each slot runs
// once; a claim left 'running' past the job's timeout was a process that died, and the next tick
// that sees it runs the slot again. Only a mistaken job list (two jobs of one name) throws: a
// job's failure is logged, recorded in job_runs and reported in the summary, and the job runs
// again in its next slot.

const MINUTE_MS = 60_000
/** The longest error text kept in job_runs. */
const ERROR_TEXT_MAX = 4_000

export interface DueJobsRun {
  db: Kysely<Database>
  /** The tick's time: the app's clock (platform/clock.ts `now()`). */
  now: Date
  jobs: readonly Job[]
}

export async function runDueJobs({ db, now, jobs }: DueJobsRun): Promise<TickSummary> {
  checkJobs(jobs)
  return summarise(now, await Promise.all(jobs.map((job) => runIfDue(db, job, now))))
}

async function runIfDue(db: Kysely<Database>, job: Job, now: Date): Promise<JobOutcome> {
  const slot = slotStart(now, job.everyMinutes)
  const timeoutMs = (job.timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES) * MINUTE_MS
  // A run that started this long ago and has not ended is taken to be dead.
  const deadBefore = new Date(now.getTime() - timeoutMs)
  const claim: SlotClaim = { job: job.name, slot, runId: randomUUID(), at: now }
  const ref = { job: job.name, slot: toTimestamp(slot) }
  try {
    if (await earlierRunGoing(db, job.name, slot, deadBefore)) return { ...ref, outcome: 'skipped', reason: 'earlier-run-going' }
    if (!(await claimSlot(db, claim))) {
      if (!(await takeOverDeadRun(db, claim, deadBefore))) return { ...ref, outcome: 'skipped', reason: 'claimed' }
      console.warn(`[jobs] ${job.name} ${ref.slot}: its run did not end within ${timeoutMs / MINUTE_MS} min; running it again here`)
    }
  } catch (error) {
    console.error(`[jobs] ${job.name} ${ref.slot}: could not claim the slot:`, error)
    return { ...ref, outcome: 'failed' }
  }
  return execute(db, job, claim, timeoutMs)
}

async function execute(db: Kysely<Database>, job: Job, claim: SlotClaim, timeoutMs: number): Promise<JobOutcome> {
  const slot = toTimestamp(claim.slot)
  const began = performance.now()
  let error: string | undefined
  try {
    await job.run({ db, now: claim.at, slot: claim.slot, signal: AbortSignal.timeout(timeoutMs) })
  } catch (thrown) {
    console.error(`[jobs] ${job.name} ${slot} failed:`, thrown)
    error = errorText(thrown)
  }
  // The end by the same clock as the start (a test clock stands still): the start plus the time it took.
  const at = new Date(claim.at.getTime() + Math.round(performance.now() - began))
  try {
    const recorded = await recordOutcome(db, claim, { state: error === undefined ? 'finished' : 'failed', at, error })
    if (!recorded) console.warn(`[jobs] ${job.name} ${slot}: ended after another process had taken it over; that run's outcome stands`)
  } catch (recording) {
    console.error(`[jobs] ${job.name} ${slot}: could not record how it ended:`, recording)
  }
  return { job: job.name, slot, outcome: error === undefined ? 'ran' : 'failed' }
}

function errorText(thrown: unknown): string {
  const text = thrown instanceof Error ? (thrown.stack ?? `${thrown.name}: ${thrown.message}`) : String(thrown)
  return text.slice(0, ERROR_TEXT_MAX)
}
