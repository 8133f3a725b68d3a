import { z } from 'zod'
import { readVariables, type Env } from './read'

// How scheduled work is started (docs/scheduled-work.md): by a timer inside each server process
// (`npm start`, your own Node server), or by Vercel's cron calling /api/jobs/tick with
// CRON_SECRET (Vercel sets VERCEL on its servers, where a process may be frozen between requests
// and a timer cannot be trusted). Either way the database decides which process runs each job.

export const jobsSchema = z.object({
  // Optional. The secret /api/jobs/tick asks for (Authorization: Bearer <secret>), as Vercel's
  // cron sends it. Unset: the route answers 503.
  CRON_SECRET: z.string().optional(),
  // Optional. off: this process starts no timer for scheduled work (the tick route still works).
  OHC_JOBS: z.enum(['on', 'off']).optional(),
  // Set by Vercel on its servers.
  VERCEL: z.string().optional(),
  // Tests only. 1 adds the test jobs (one that does nothing, one that always fails) to the schedule.
  OHC_TEST_JOBS: z.string().optional(),
})

export interface JobsConfig {
  /** The tick route's secret; undefined when not configured. */
  cronSecret: string | undefined
  /** Whether this process runs scheduled work on its own timer. */
  timer: boolean
  /** Why the timer is off, for the start-up log. */
  timerOffBecause: string | undefined
  testJobs: boolean
}

export function readJobsConfig(env: Env): JobsConfig {
  const vars = readVariables(jobsSchema, env, 'scheduled work')
  const timerOffBecause = vars.OHC_JOBS === 'off' ? 'OHC_JOBS=off' : vars.VERCEL ? 'on Vercel, its cron calls /api/jobs/tick' : undefined
  return { cronSecret: vars.CRON_SECRET, timer: !timerOffBecause, timerOffBecause, testJobs: vars.OHC_TEST_JOBS === '1' }
}
