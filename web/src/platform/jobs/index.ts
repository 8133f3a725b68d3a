// Scheduled work: jobs that run on time, each once per time slot across every server process
// (docs/scheduled-work.md). A domain declares its job with defineJob beside its rules; the list
// of the site's jobs is platform/schedule/jobs.ts, which the timer and /api/jobs/tick both run.

export { defineJob, DEFAULT_TIMEOUT_MINUTES, type Job, type JobContext } from './job'
export { pruneJobRuns } from './prune'
export { runDueJobs, type DueJobsRun } from './runner'
export { slotStart } from './slot'
export { tickSummary, SKIP_REASONS, type SkipReason, type TickSummary } from './summary'
export { startTicker, type Ticker } from './ticker'
