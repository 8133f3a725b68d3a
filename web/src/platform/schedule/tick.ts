import { getDatabase } from '@/platform/db/database'
import { route } from '@/platform/http/route'
import { runDueJobs } from '@/platform/jobs'
import { bearerSecretMatches } from '@/platform/security/bearer-secret'
import { config } from '@/platform/config'
import { now } from '@/platform/clock'
import { apiError, ok } from '@/platform/respond'
import { scheduledJobs } from './jobs'

// GET /api/jobs/tick: runs the scheduled jobs that are due, for Vercel's cron (vercel.json, every
// minute) or any outside scheduler. Only with `Authorization: Bearer <CRON_SECRET>`: a caller
// without the secret, whatever page it comes from, runs nothing. Answers what ran, failed or was
// skipped; a failed job is still a 200 (the tick did its work), its error in the log and job_runs.

export const tickRoute = route({}, async ({ request }) => {
  const secret = config().jobs.cronSecret
  if (!secret) return apiError(503, 'unavailable', 'Scheduled work is not configured on this server (CRON_SECRET).')
  if (!bearerSecretMatches(request, secret)) return apiError(401, 'unauthorized', 'This address needs the cron secret.')
  return ok({ data: await runDueJobs({ db: getDatabase(), now: now(), jobs: scheduledJobs() }) })
})
