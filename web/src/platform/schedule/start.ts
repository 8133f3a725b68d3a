import { getDatabase } from '@/platform/db/database'
import { runDueJobs, startTicker } from '@/platform/jobs'
import { config, type JobsConfig } from '@/platform/config'
import { now } from '@/platform/clock'
import { scheduledJobs } from './jobs'

// The embedded scheduler: a long-running server process (`npm start`, your own Node server) ticks
// its scheduled work itself. Not while `next build` prerenders, not on Vercel (its cron calls
// /api/jobs/tick instead), not with OHC_JOBS=off; once per process, however often it is asked.

const STARTED = Symbol.for('ohc.scheduled-work')

type Holder = typeof globalThis & { [STARTED]?: true }

export function startScheduledWork(): void {
  const holder: Holder = globalThis
  if (holder[STARTED]) return
  const settings = config()
  if (settings.runtime.building) return
  let jobsConfig: JobsConfig
  try {
    jobsConfig = settings.jobs
  } catch (error) {
    // A mistyped OHC_JOBS costs the scheduled work, never the site.
    console.error(`[jobs] no timer in this process: ${error instanceof Error ? error.message : error}`)
    return
  }
  const { timer, timerOffBecause } = jobsConfig
  if (!timer) {
    console.info(`[jobs] no timer in this process (${timerOffBecause})`)
    return
  }
  holder[STARTED] = true
  const jobs = scheduledJobs()
  // Each tick reads the clock anew: the tests' fixed clock (OHC_TEST_NOW) holds here too.
  startTicker(() => runDueJobs({ db: getDatabase(), now: now(), jobs }))
  console.info(`[jobs] ticking about every 30 s: ${jobs.map((job) => job.name).join(', ')}`)
}
