import { pruneRuns } from '@/platform/db/job-runs'
import { defineJob } from './job'

// job_runs gains a row per job and slot (1,440 a day for a job of every minute): rows older than
// a month go, which keeps any failure long enough to be looked at.

export const KEEP_RUNS_DAYS = 30

export const pruneJobRuns = defineJob({
  name: 'prune-job-runs',
  everyMinutes: 60,
  async run({ db, now }) {
    await pruneRuns(db, new Date(now.getTime() - KEEP_RUNS_DAYS * 86_400_000))
  },
})
