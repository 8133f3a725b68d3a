import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'

// What a scheduled job is. The runner (runner.ts) gives each job at most one run per time slot
// across every server process; the job itself decides what is due at `now`, so a slot that no
// process ticked (every server down) is made up by the next run, not replayed.

export interface JobContext {
  db: Kysely<Database>
  /** The tick's time, from the app's clock (the tests' fixed clock included). */
  now: Date
  /** The start of the slot this run is for. */
  slot: Date
  /** Aborted when the run reaches its timeout, after which another process may take the slot over. */
  signal: AbortSignal
}

export interface Job {
  /** Unique and stable: lowercase words joined by dashes ('release-no-shows'). The claims are keyed by it. */
  name: string
  /** The slot's length: the job runs at most once per slot, slots starting at whole multiples of it since 1970-01-01 UTC. 1 to 1440. */
  everyMinutes: number
  /** How long a run may go before it is taken to be dead (its process gone) and another process runs the slot again. Default 10. */
  timeoutMinutes?: number
  /** The work. A throw is logged and recorded as failed; the next slot runs it again. */
  run(context: JobContext): Promise<void>
}

export const DEFAULT_TIMEOUT_MINUTES = 10
export const MAX_EVERY_MINUTES = 24 * 60

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const wholeMinutes = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max

/** The job, after checking its name and minutes: a mistake fails where the job is declared, at start. */
export function defineJob(job: Job): Job {
  if (!NAME.test(job.name) || job.name.length > 64) {
    throw new Error(`Job name "${job.name}": use lowercase words joined by dashes, at most 64 characters`)
  }
  if (!wholeMinutes(job.everyMinutes, MAX_EVERY_MINUTES)) {
    throw new Error(`Job ${job.name}: everyMinutes must be a whole number from 1 to ${MAX_EVERY_MINUTES}`)
  }
  if (job.timeoutMinutes !== undefined && !wholeMinutes(job.timeoutMinutes, MAX_EVERY_MINUTES)) {
    throw new Error(`Job ${job.name}: timeoutMinutes must be a whole number from 1 to ${MAX_EVERY_MINUTES}`)
  }
  return job
}

/** The job list, checked: every job well declared, no name twice. */
export function checkJobs(jobs: readonly Job[]): void {
  const seen = new Set<string>()
  for (const job of jobs) {
    defineJob(job)
    if (seen.has(job.name)) throw new Error(`Two scheduled jobs are named ${job.name}`)
    seen.add(job.name)
  }
}
