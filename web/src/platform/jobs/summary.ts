import { z } from 'zod'

// What one tick did, job by job: the answer of /api/jobs/tick and what the OpenAPI document
// describes. Errors are not in it (it may travel through logs of the cron service): they are in
// the server's log and in job_runs.

/** Why a due job did not run on this tick. */
export const SKIP_REASONS = [
  // Another tick (this process or another) has the slot: it ran, runs, or failed there.
  'claimed',
  // The job's run of an earlier slot has not ended yet, and is not past its timeout.
  'earlier-run-going',
] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

const jobSlot = { job: z.string(), slot: z.iso.datetime() }

export const tickSummary = z
  .object({
    /** The tick's time, by the app's clock. */
    at: z.iso.datetime(),
    /** Jobs this tick ran, and that finished. */
    ran: z.array(z.object(jobSlot)),
    /** Jobs this tick ran that threw, or whose slot it could not claim (the database out of reach). */
    failed: z.array(z.object(jobSlot)),
    skipped: z.array(z.object({ ...jobSlot, reason: z.enum(SKIP_REASONS) })),
  })
  .meta({ id: 'JobTickSummary' })

export type TickSummary = z.output<typeof tickSummary>

export type JobOutcome = { job: string; slot: string } & ({ outcome: 'ran' | 'failed' } | { outcome: 'skipped'; reason: SkipReason })

export function summarise(at: Date, outcomes: readonly JobOutcome[]): TickSummary {
  const summary: TickSummary = { at: at.toISOString(), ran: [], failed: [], skipped: [] }
  for (const outcome of outcomes) {
    if (outcome.outcome === 'skipped') summary.skipped.push({ job: outcome.job, slot: outcome.slot, reason: outcome.reason })
    else summary[outcome.outcome].push({ job: outcome.job, slot: outcome.slot })
  }
  return summary
}
