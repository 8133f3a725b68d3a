import type { Kysely } from 'kysely'
import { toTimestamp, type Database, type JobRunState } from './schema'

// The claims of scheduled work (job_runs): one row per job and time slot. Whoever inserts the row
// runs the job; every other process's insert conflicts on the primary key and does nothing, on
// SQLite and PostgreSQL alike. A claim carries a fresh run id, so that only its holder records the
// outcome, and a run taken over as dead cannot overwrite the one that replaced it.

export interface SlotClaim {
  job: string
  /** The slot's start. */
  slot: Date
  runId: string
  /** The claim's time. */
  at: Date
}

/** Inserts the claim: true when this caller won the slot, false when the row was already there. */
export async function claimSlot(db: Kysely<Database>, claim: SlotClaim): Promise<boolean> {
  const row = await db
    .insertInto('job_runs')
    .values({
      job: claim.job,
      slot: toTimestamp(claim.slot),
      run_id: claim.runId,
      state: 'running',
      attempt: 1,
      started_at: toTimestamp(claim.at),
    })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .returning('run_id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Takes over a claim still 'running' that started at or before `startedBy` (its process is taken
 * to be dead). Compare-and-set on the run id read first: of several processes that see the same
 * dead claim, one update matches and the others find the new id. True when this caller took it.
 */
export async function takeOverDeadRun(db: Kysely<Database>, claim: SlotClaim, startedBy: Date): Promise<boolean> {
  const slot = toTimestamp(claim.slot)
  const current = await db
    .selectFrom('job_runs')
    .select(['run_id', 'state', 'started_at'])
    .where('job', '=', claim.job)
    .where('slot', '=', slot)
    .executeTakeFirst()
  if (!current || current.state !== 'running' || current.started_at > toTimestamp(startedBy)) return false
  const taken = await db
    .updateTable('job_runs')
    .set((eb) => ({ run_id: claim.runId, attempt: eb('attempt', '+', 1), started_at: toTimestamp(claim.at) }))
    .where('job', '=', claim.job)
    .where('slot', '=', slot)
    .where('run_id', '=', current.run_id)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

/** Whether a run of `job` in an earlier slot is still going (started after `startedAfter`, so not dead). */
export async function earlierRunGoing(db: Kysely<Database>, job: string, slot: Date, startedAfter: Date): Promise<boolean> {
  const row = await db
    .selectFrom('job_runs')
    .select('slot')
    .where('job', '=', job)
    .where('state', '=', 'running')
    .where('slot', '<', toTimestamp(slot))
    .where('started_at', '>', toTimestamp(startedAfter))
    .executeTakeFirst()
  return row !== undefined
}

/** Records how the claimed run ended; false when the claim is no longer this caller's (taken over). */
export async function recordOutcome(
  db: Kysely<Database>,
  claim: SlotClaim,
  outcome: { state: Exclude<JobRunState, 'running'>; at: Date; error?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({ state: outcome.state, finished_at: toTimestamp(outcome.at), error: outcome.error ?? null })
    .where('job', '=', claim.job)
    .where('slot', '=', toTimestamp(claim.slot))
    .where('run_id', '=', claim.runId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Removes the rows of slots before `before`; answers how many. */
export async function pruneRuns(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('job_runs').where('slot', '<', toTimestamp(before)).executeTakeFirst()
  return Number(result.numDeletedRows)
}
