import { pruneJobRuns, type Job } from '@/platform/jobs'
// Jobs that only a server started for the tests runs (OHC_TEST_JOBS=1): not part of the jobs' public face.
import { TEST_JOBS } from '@/platform/jobs/test-jobs'
import { config } from '@/platform/config'
import { FAIR_BOOKING_JOBS } from '@/booking/fair/scheduled-jobs'

// Every job the site runs on its schedule, in one list: the timer of each server process and
// /api/jobs/tick both run exactly these. A job is declared with defineJob (@/jobs) beside the
// rules it applies, in its domain's folder, and added here.

export const SCHEDULED_JOBS: readonly Job[] = [pruneJobRuns, ...FAIR_BOOKING_JOBS]

/** The list to run: SCHEDULED_JOBS, and the test jobs on a server started for the tests (OHC_TEST_JOBS=1). */
export function scheduledJobs(): readonly Job[] {
  return config().jobs.testJobs ? [...SCHEDULED_JOBS, ...TEST_JOBS] : SCHEDULED_JOBS
}
